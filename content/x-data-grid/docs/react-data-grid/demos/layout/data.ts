import { GridColDef } from '@mui/x-data-grid';

export interface Flight {
  id: number;
  flight: string;
  from: string;
  to: string;
  departure: string;
  gate: string;
  status: string;
}

const routes: Array<[string, string]> = [
  ['Lisbon', 'Berlin'],
  ['Oslo', 'Madrid'],
  ['Dublin', 'Vienna'],
  ['Athens', 'Warsaw'],
  ['Prague', 'Rome'],
  ['Helsinki', 'Zurich'],
];
const statuses = ['On time', 'Boarding', 'Delayed', 'On time', 'Departed'];

/** Flights computed from their index, so the server and the browser agree. */
export function createFlights(count: number): Flight[] {
  return Array.from({ length: count }, (_, index) => {
    const [from, to] = routes[index % routes.length];
    const hour = 6 + ((index * 5) % 16);
    const minute = (index * 25) % 60;
    return {
      id: index + 1,
      flight: `MX ${210 + index * 7}`,
      from,
      to,
      departure: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
      gate: `${'ABCD'[index % 4]}${1 + ((index * 3) % 20)}`,
      status: statuses[index % statuses.length],
    };
  });
}

export const flightColumns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 100 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 100 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];
