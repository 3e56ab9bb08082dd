import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'item' | 'axis' | 'none';

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(event, value) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
        sx={{ justifySelf: 'center' }}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Orders per day by fulfillment method
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        series={[
          { data: [120, 132, 101, 134, 190], label: 'Delivery' },
          { data: [60, 72, 71, 74, 90], label: 'Pickup' },
        ]}
        tooltip={{ trigger }}
        width={520}
        height={280}
      />
    </Box>
  );
}
