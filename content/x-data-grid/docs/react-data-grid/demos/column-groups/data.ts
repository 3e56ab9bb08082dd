import { GridColDef } from '@mui/x-data-grid';

export interface Athlete {
  id: number;
  firstName: string;
  lastName: string;
  country: string;
  swim: number;
  bike: number;
  run: number;
}

export const athletes: Athlete[] = [
  {
    id: 1,
    firstName: 'Flora',
    lastName: 'Duffy',
    country: 'Bermuda',
    swim: 18.4,
    bike: 56.1,
    run: 33.0,
  },
  {
    id: 2,
    firstName: 'Georgia',
    lastName: 'Taylor-Brown',
    country: 'United Kingdom',
    swim: 18.6,
    bike: 56.0,
    run: 33.9,
  },
  {
    id: 3,
    firstName: 'Katie',
    lastName: 'Zaferes',
    country: 'United States',
    swim: 18.5,
    bike: 56.3,
    run: 34.1,
  },
  {
    id: 4,
    firstName: 'Laura',
    lastName: 'Lindemann',
    country: 'Germany',
    swim: 18.9,
    bike: 56.2,
    run: 34.6,
  },
  {
    id: 5,
    firstName: 'Maya',
    lastName: 'Kingma',
    country: 'Netherlands',
    swim: 18.3,
    bike: 56.8,
    run: 34.8,
  },
  {
    id: 6,
    firstName: 'Cassandre',
    lastName: 'Beaugrand',
    country: 'France',
    swim: 19.1,
    bike: 56.5,
    run: 34.2,
  },
];

const minutes = (value?: number) => (value == null ? '' : `${value.toFixed(1)} min`);

export const athleteColumns: GridColDef<Athlete>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  {
    field: 'swim',
    headerName: 'Swim',
    type: 'number',
    width: 100,
    valueFormatter: minutes,
  },
  {
    field: 'bike',
    headerName: 'Bike',
    type: 'number',
    width: 100,
    valueFormatter: minutes,
  },
  {
    field: 'run',
    headerName: 'Run',
    type: 'number',
    width: 100,
    valueFormatter: minutes,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (value, row) => row.swim + row.bike + row.run,
    valueFormatter: minutes,
  },
];
