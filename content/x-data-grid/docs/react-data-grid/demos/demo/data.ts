import { GridColDef } from '@mui/x-data-grid';

export type OrderStatus = 'Pending' | 'Shipped' | 'Delivered' | 'Returned';

export interface Order {
  id: number;
  customer: string;
  country: string;
  product: string;
  quantity: number;
  unitPrice: number;
  status: OrderStatus;
  orderDate: Date;
  express: boolean;
}

const customers = [
  'Amara Okafor',
  'Lucas Moreau',
  'Hana Sato',
  'Diego Hernández',
  'Priya Raman',
  'Jonas Berg',
  'Chloe Martin',
  'Mateo Rossi',
  'Aisha Khan',
  'Oliver Smith',
  'Sofia Costa',
  'Kwame Mensah',
];
const countries = [
  'Nigeria',
  'France',
  'Japan',
  'Mexico',
  'India',
  'Sweden',
  'Canada',
  'Italy',
  'Pakistan',
  'United Kingdom',
  'Portugal',
  'Ghana',
];
const products: Array<[string, number]> = [
  ['Standing desk', 489],
  ['Ergonomic chair', 329],
  ['Monitor arm', 89],
  ['Mechanical keyboard', 149],
  ['Wireless mouse', 49],
  ['USB-C dock', 219],
  ['Desk lamp', 65],
  ['Noise-cancelling headset', 279],
];
export const statuses: OrderStatus[] = [
  'Pending',
  'Shipped',
  'Delivered',
  'Returned',
];

/** 60 orders computed from their index: the same on the server and in the browser. */
export const orders: Order[] = Array.from({ length: 60 }, (_, index) => {
  const customer = (index * 7) % customers.length;
  const [product, unitPrice] = products[(index * 5) % products.length];
  return {
    id: 1001 + index,
    customer: customers[customer],
    country: countries[customer],
    product,
    quantity: 1 + ((index * 3) % 6),
    unitPrice,
    status: statuses[index % 7 === 0 ? 3 : (index * 11) % 3],
    orderDate: new Date(2024, index % 12, 1 + ((index * 13) % 28)),
    express: index % 4 === 0,
  };
});

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value?: number) =>
      value == null ? '' : currency.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 110,
  },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 110 },
  { field: 'express', headerName: 'Express', type: 'boolean', width: 90 },
];
