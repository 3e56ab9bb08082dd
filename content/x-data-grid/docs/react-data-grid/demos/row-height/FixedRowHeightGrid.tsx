import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { reviews, reviewColumns } from './data';

export default function FixedRowHeightGrid() {
  const [rowHeight, setRowHeight] = React.useState(36);
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2" gutterBottom>
        Row height: {rowHeight} px
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={rowHeight}
        onChange={(event, value) => setRowHeight(value as number)}
        min={28}
        max={80}
        step={4}
        sx={{ maxWidth: 300, mb: 1 }}
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          aria-label="Reviews with a fixed row height"
          rows={reviews}
          columns={reviewColumns}
          rowHeight={rowHeight}
        />
      </Box>
    </Box>
  );
}
