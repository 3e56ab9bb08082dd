import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const highlightScope = { highlight: 'series', fade: 'global' } as const;

const series = [
  { id: 'checkout', label: 'Checkout', data: [2.1, 2.4, 2.2, 3.8, 2.6, 2.3] },
  { id: 'search', label: 'Search', data: [0.8, 0.9, 1.4, 1.1, 1.0, 0.9] },
  { id: 'catalog', label: 'Catalog', data: [1.2, 1.1, 1.3, 1.6, 1.9, 1.5] },
];

export default function ControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlighted?.seriesId ?? null}
        onChange={(event, seriesId: string | null) =>
          setHighlighted(seriesId ? { seriesId } : null)
        }
        aria-label="Highlighted service"
        sx={{ justifySelf: 'center' }}
      >
        {series.map((item) => (
          <ToggleButton key={item.id} value={item.id}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Error rate per service over six releases (%)
      </Typography>
      <LineChart
        xAxis={[{ scaleType: 'point', data: ['v1', 'v2', 'v3', 'v4', 'v5', 'v6'] }]}
        series={series.map((item) => ({ ...item, highlightScope }))}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        width={520}
        height={280}
      />
    </Box>
  );
}
