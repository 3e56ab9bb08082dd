import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

const orders: StackOrderType[] = [
  'none',
  'reverse',
  'appearance',
  'ascending',
  'descending',
  'insideOut',
];

export default function StackOrder() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('descending');

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 2 }}>
      <FormControl size="small" sx={{ width: 200, justifySelf: 'center' }}>
        <InputLabel id="stack-order-label">stackOrder</InputLabel>
        <Select
          labelId="stack-order-label"
          label="stackOrder"
          value={stackOrder}
          onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
        >
          {orders.map((order) => (
            <MenuItem key={order} value={order}>
              {order}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Time spent per activity on a workday (hours)
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: ['Alice', 'Bruno', 'Chen'] }]}
        series={[
          { data: [1.5, 3, 0.5], label: 'Meetings', stack: 'day', stackOrder },
          { data: [4, 2.5, 5], label: 'Focus work', stack: 'day', stackOrder },
          { data: [1, 1.5, 1], label: 'Email', stack: 'day', stackOrder },
          { data: [0.5, 0.5, 1], label: 'Reviews', stack: 'day', stackOrder },
        ]}
        width={520}
        height={300}
      />
    </Box>
  );
}
