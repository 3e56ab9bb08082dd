import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier } from '@mui/x-charts/models';

const cities = ['Lisbon', 'Madrid', 'Paris', 'Berlin'];
const series = [
  { id: 'hotels', data: [120, 340, 610, 280], label: 'Hotels' },
  { id: 'rentals', data: [210, 190, 420, 150], label: 'Rentals' },
];

export default function BarClick() {
  const [selected, setSelected] = React.useState<BarItemIdentifier | null>(null);
  const selectedSeries = series.find((item) => item.id === selected?.seriesId);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Bookings by city and accommodation type
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: cities }]}
        series={series}
        onItemClick={(event, item) => setSelected(item)}
        width={520}
        height={280}
      />
      <Typography role="status" variant="body2" align="center">
        {selected && selectedSeries
          ? `${selectedSeries.label} in ${cities[selected.dataIndex]}: ${
              selectedSeries.data[selected.dataIndex]
            } bookings`
          : 'Click a bar to see its details.'}
      </Typography>
    </Box>
  );
}
