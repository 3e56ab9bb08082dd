import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

function Tile(props: { caption: string; children: React.ReactNode }) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'start',
        gap: 1,
      }}
    >
      <Typography component="figcaption" variant="body2">
        {props.caption}
      </Typography>
      {props.children}
    </Box>
  );
}

export default function ChartGallery() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        width: '100%',
      }}
    >
      <Tile caption="Line: page views per day">
        <LineChart
          xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
          series={[{ data: [320, 410, 380, 520, 470], label: 'Views' }]}
          slotProps={{ legend: { hidden: true } }}
          margin={{ top: 10, right: 10, bottom: 30, left: 40 }}
          width={200}
          height={140}
        />
      </Tile>
      <Tile caption="Pie: share of plan types">
        <PieChart
          series={[
            {
              data: [
                { id: 0, value: 62, label: 'Free' },
                { id: 1, value: 28, label: 'Pro' },
                { id: 2, value: 10, label: 'Team' },
              ],
              innerRadius: 25,
            },
          ]}
          slotProps={{ legend: { hidden: true } }}
          margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
          width={200}
          height={140}
        />
      </Tile>
      <Tile caption="Gauge: sprint progress">
        <Gauge
          value={70}
          width={140}
          height={140}
          aria-label="Sprint progress (%)"
        />
      </Tile>
      <Tile caption="Sparkline: error count this week">
        <SparkLineChart
          data={[4, 6, 3, 8, 5, 2, 1]}
          plotType="bar"
          width={180}
          height={60}
        />
      </Tile>
    </Box>
  );
}
