import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { pageViewsByMonth } from './data';

const total = pageViewsByMonth.reduce((sum, { views }) => sum + views, 0);
const first = pageViewsByMonth[0];
const last = pageViewsByMonth[pageViewsByMonth.length - 1];

export default function PageViewsChart() {
  const theme = useTheme();

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="page-views-title"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id="page-views-title" component="h2" variant="subtitle2">
          Page views
        </Typography>
        <Typography variant="h4" component="p">
          {total}k
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Per month, {first.month} to {last.month}
        </Typography>
        <Box
          role="img"
          aria-label={`Bar chart of page views per month: ${pageViewsByMonth
            .map(({ month, views }) => `${month} ${views} thousand`)
            .join(', ')}.`}
          sx={{ height: 280, mt: 2 }}
        >
          <BarChart
            height={280}
            dataset={pageViewsByMonth}
            xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
            yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
            series={[
              {
                dataKey: 'views',
                label: 'Page views',
                color: theme.palette.secondary.main,
                valueFormatter: (value) => (value == null ? '' : `${value}k`),
              },
            ]}
            borderRadius={4}
            grid={{ horizontal: true }}
            slotProps={{ legend: { hidden: true } }}
            margin={{ top: 16, right: 8, bottom: 28, left: 44 }}
            // Follow the light or dark colour scheme through the theme's CSS variable.
            sx={{ '& .MuiBarElement-root': { fill: (theme.vars ?? theme).palette.secondary.main } }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
