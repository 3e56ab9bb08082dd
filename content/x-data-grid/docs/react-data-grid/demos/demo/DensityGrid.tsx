import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridDensity } from '@mui/x-data-grid';
import { orders, orderColumns } from './data';

export default function DensityGrid() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Row density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          aria-label="Orders with adjustable density"
          rows={orders}
          columns={orderColumns}
          density={density}
          onDensityChange={setDensity}
        />
      </Box>
    </Box>
  );
}
