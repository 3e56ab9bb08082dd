import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { Stat } from './data';

const chipColors = { up: 'success', down: 'error', neutral: 'default' } as const;
const lineColors = { up: 'success', down: 'error', neutral: 'info' } as const;

export default function StatCard({ id, title, value, change, trend, series }: Stat) {
  const theme = useTheme();
  // The charts need a concrete colour for their own computations (the tooltip and highlight) and get the
  // theme's CSS variable through `sx`, so the line follows the light or dark colour scheme.
  const paletteKey = lineColors[trend];
  const color = (theme.vars ?? theme).palette[paletteKey].main;
  const headingId = `stat-${id}-title`;

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id={headingId} component="h2" variant="subtitle2" gutterBottom>
          {title}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h4" component="p">
            {value}
          </Typography>
          <Chip size="small" variant="outlined" color={chipColors[trend]} label={change} />
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Last 30 days
        </Typography>
        {/* The sparkline only illustrates the trend that the chip above states in words. */}
        <Box aria-hidden sx={{ height: 50, mt: 1 }}>
          <SparkLineChart
            data={series}
            height={50}
            area
            curve="natural"
            colors={[theme.palette[paletteKey].main]}
            sx={{
              '& .MuiLineElement-root': { stroke: color },
              '& .MuiAreaElement-root': { fill: color, fillOpacity: 0.2 },
            }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
