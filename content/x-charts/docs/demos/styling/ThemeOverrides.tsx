import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { BarChart } from '@mui/x-charts/BarChart';

// Extends the surrounding theme (and keeps its light and dark palettes).
const withChartDefaults = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiChartsXAxis: { defaultProps: { disableTicks: true } },
    MuiChartsYAxis: { defaultProps: { disableLine: true, disableTicks: true } },
    MuiChartsAxis: {
      styleOverrides: {
        root: ({ theme }) => ({
          [`& .${axisClasses.tickLabel}`]: { fill: theme.palette.text.secondary },
        }),
      },
    },
  },
});

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={withChartDefaults}>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="figcaption" variant="subtitle2" align="center">
          Average session length by weekday (minutes)
        </Typography>
        <BarChart
          xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
          series={[{ data: [12, 14, 13, 15, 11], label: 'Session length' }]}
          grid={{ horizontal: true }}
          borderRadius={4}
          slotProps={{ legend: { hidden: true } }}
          width={520}
          height={260}
        />
      </Box>
    </ThemeProvider>
  );
}
