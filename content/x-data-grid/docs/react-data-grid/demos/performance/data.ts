import { GridColDef } from '@mui/x-data-grid';

export interface Sensor {
  id: number;
  name: string;
  site: string;
  zone: string;
  online: boolean;
}

const sites = [
  'Lisbon',
  'Oslo',
  'Nairobi',
  'Osaka',
  'Monterrey',
  'Pune',
  'Accra',
  'Lyon',
];
const zones = ['North', 'South', 'East', 'West', 'Core'];

/** `count` sensors computed from their index: the same list on the server and in the browser. */
export function createSensors(count: number): Sensor[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Sensor ${String(index + 1).padStart(5, '0')}`,
    site: sites[index % sites.length],
    zone: zones[(index * 7) % zones.length],
    online: index % 13 !== 0,
  }));
}

/**
 * The fixed columns, then `readings` columns of hourly readings. Readings are not stored in the
 * rows: a value getter computes each one from the row id and the hour.
 */
export function createSensorColumns(readings: number): GridColDef<Sensor>[] {
  const fixed: GridColDef<Sensor>[] = [
    { field: 'name', headerName: 'Sensor', width: 130 },
    { field: 'site', headerName: 'Site', width: 110 },
    { field: 'zone', headerName: 'Zone', width: 90 },
    { field: 'online', headerName: 'Online', type: 'boolean', width: 80 },
  ];
  const hourly = Array.from({ length: readings }, (_, hour): GridColDef<Sensor> => ({
    field: `h${hour}`,
    headerName: `Hour ${hour + 1}`,
    type: 'number',
    width: 90,
    valueGetter: (value, row) => ((row.id * 37 + hour * 53) % 400) / 10,
  }));
  return [...fixed, ...hourly];
}
