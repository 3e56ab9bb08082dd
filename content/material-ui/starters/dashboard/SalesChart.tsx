import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { salesByHour } from './data';

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const latest = salesByHour[salesByHour.length - 1];

export default function SalesChart() {
  const theme = useTheme();
  const color = (theme.vars ?? theme).palette.primary.main;

  return (
    <Card variant="outlined" component="section" aria-labelledby="sales-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="sales-title" component="h2" variant="subtitle2">
          Today
        </Typography>
        <Typography variant="h4" component="p">
          {currency.format(latest.amount)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Sales by hour, up to {latest.hour}
        </Typography>
        <Box
          role="img"
          aria-label={`Line chart of sales by hour today, rising from ${currency.format(
            salesByHour[0].amount,
          )} at ${salesByHour[0].hour} to ${currency.format(latest.amount)} at ${latest.hour}.`}
          sx={{ height: 280, mt: 2 }}
        >
          <LineChart
            height={280}
            dataset={salesByHour}
            xAxis={[{ scaleType: 'point', dataKey: 'hour' }]}
            yAxis={[
              {
                label: 'Sales ($)',
                valueFormatter: (value: number) => value.toLocaleString('en-US'),
              },
            ]}
            series={[
              {
                dataKey: 'amount',
                label: 'Sales',
                area: true,
                showMark: false,
                color: theme.palette.primary.main,
                valueFormatter: (value) => (value == null ? '' : currency.format(value)),
              },
            ]}
            grid={{ horizontal: true }}
            slotProps={{ legend: { hidden: true } }}
            margin={{ top: 16, right: 16, bottom: 28, left: 72 }}
            sx={{
              // Follow the light or dark colour scheme through the theme's CSS variables.
              '& .MuiLineElement-root': { stroke: color },
              '& .MuiAreaElement-root': { fill: color, fillOpacity: 0.15 },
              [`& .${axisClasses.left} .${axisClasses.label}`]: {
                transform: 'translateX(-16px)',
              },
            }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
