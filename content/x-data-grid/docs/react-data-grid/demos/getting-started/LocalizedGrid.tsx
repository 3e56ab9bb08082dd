import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'Ville', flex: 1 },
  { field: 'region', headerName: 'Région', flex: 1 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

const rows = [
  { id: 1, city: 'Paris', region: 'Île-de-France', population: 2102650 },
  {
    id: 2,
    city: 'Marseille',
    region: "Provence-Alpes-Côte d'Azur",
    population: 873076,
  },
  { id: 3, city: 'Lyon', region: 'Auvergne-Rhône-Alpes', population: 522250 },
  { id: 4, city: 'Toulouse', region: 'Occitanie', population: 504078 },
  { id: 5, city: 'Nice', region: "Provence-Alpes-Côte d'Azur", population: 348085 },
];

export default function LocalizedGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        aria-label="Villes de France"
        rows={rows}
        columns={columns}
        localeText={frFR.components.MuiDataGrid.defaultProps.localeText}
        slots={{ toolbar: GridToolbar }}
        checkboxSelection
      />
    </Box>
  );
}
