import { GridColDef } from '@mui/x-data-grid';

export interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  weight: number;
  shipped: Date;
}

export const shipments: Shipment[] = [
  {
    id: 1,
    tracking: 'MX-48213',
    destination: 'Lisbon',
    weight: 2.4,
    shipped: new Date(2024, 3, 15),
  },
  {
    id: 2,
    tracking: 'MX-48214',
    destination: 'Osaka',
    weight: 11.75,
    shipped: new Date(2024, 3, 15),
  },
  {
    id: 3,
    tracking: 'MX-48215',
    destination: 'Nairobi',
    weight: 0.6,
    shipped: new Date(2024, 3, 16),
  },
  {
    id: 4,
    tracking: 'MX-48216',
    destination: 'Toronto',
    weight: 5.2,
    shipped: new Date(2024, 3, 17),
  },
  {
    id: 5,
    tracking: 'MX-48217',
    destination: 'Santiago',
    weight: 8,
    shipped: new Date(2024, 3, 17),
  },
];

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  {
    field: 'weight',
    headerName: 'Weight',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value.toFixed(1)} kg`,
  },
  {
    field: 'shipped',
    headerName: 'Shipped',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
  },
];
