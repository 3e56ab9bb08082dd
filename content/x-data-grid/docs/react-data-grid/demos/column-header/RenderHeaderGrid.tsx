import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AirIcon from '@mui/icons-material/Air';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';
import { stations } from './data';

function headerWithIcon(icon: React.ReactNode, unit: string) {
  return function renderHeader(params: GridColumnHeaderParams) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {icon}
        <strong>{params.colDef.headerName}</strong>
        <Typography component="span" variant="caption" color="text.secondary">
          {unit}
        </Typography>
      </Box>
    );
  };
}

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  {
    field: 'temperature',
    headerName: 'Temp.',
    type: 'number',
    width: 140,
    renderHeader: headerWithIcon(<ThermostatIcon fontSize="small" />, '°C'),
  },
  {
    field: 'wind',
    headerName: 'Wind',
    type: 'number',
    width: 140,
    renderHeader: headerWithIcon(<AirIcon fontSize="small" />, 'km/h'),
  },
  {
    field: 'rainfall',
    headerName: 'Rain',
    type: 'number',
    width: 140,
    headerClassName: 'rain-header',
    renderHeader: headerWithIcon(<WaterDropIcon fontSize="small" />, 'mm'),
  },
];

export default function RenderHeaderGrid() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .rain-header': { bgcolor: 'action.selected' },
      }}
    >
      <DataGrid
        aria-label="Weather with custom headers"
        rows={stations}
        columns={columns}
        columnHeaderHeight={64}
      />
    </Box>
  );
}
