import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const series = [
  { id: 'paris', label: 'Paris', data: [5, 6, 10, 13, 17, 20, 22, 22, 18] },
  { id: 'oslo', label: 'Oslo', data: [-3, -3, 1, 6, 11, 15, 17, 16, 11] },
  { id: 'rome', label: 'Rome', data: [8, 9, 12, 15, 19, 24, 27, 27, 22] },
];

export default function LegendClick() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );
  const selected = series.find((item) => item.id === highlighted?.seriesId);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Average monthly temperature (°C), January to September
      </Typography>
      <LineChart
        xAxis={[
          {
            scaleType: 'point',
            data: ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S'],
          },
        ]}
        series={series.map((item) => ({
          ...item,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        slotProps={{
          legend: {
            onItemClick: (event, legendItem) =>
              setHighlighted((current) =>
                current?.seriesId === legendItem.seriesId
                  ? null
                  : { seriesId: legendItem.seriesId },
              ),
          },
        }}
        width={540}
        height={300}
      />
      <Typography role="status" variant="body2" align="center">
        {selected
          ? `Highlighted: ${selected.label}`
          : 'Click a legend item to highlight it.'}
      </Typography>
    </Box>
  );
}
