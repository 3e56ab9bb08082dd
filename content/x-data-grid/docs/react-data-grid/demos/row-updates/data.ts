import { GridColDef } from '@mui/x-data-grid';

export interface Stock {
  id: number;
  symbol: string;
  company: string;
  price: number;
  change: number;
}

export const initialStocks: Stock[] = [
  { id: 1, symbol: 'ARVL', company: 'Arvale Energy', price: 42.1, change: 0 },
  { id: 2, symbol: 'BRNX', company: 'Bronx Robotics', price: 118.5, change: 0 },
  { id: 3, symbol: 'CLDW', company: 'Cloudwell Systems', price: 76.3, change: 0 },
  { id: 4, symbol: 'DLTA', company: 'Delta Foods', price: 23.9, change: 0 },
  { id: 5, symbol: 'EVRG', company: 'Evergreen Health', price: 64.2, change: 0 },
];

const candidates: Array<Omit<Stock, 'id' | 'change'>> = [
  { symbol: 'FJRD', company: 'Fjord Analytics', price: 51.4 },
  { symbol: 'GLXY', company: 'Galaxy Textiles', price: 12.8 },
  { symbol: 'HRBR', company: 'Harbor Logistics', price: 88.6 },
  { symbol: 'IRIS', company: 'Iris Optics', price: 33.2 },
];

/** The n-th stock to add: taken in turn from a fixed list, so every run adds the same ones. */
export function nextStock(id: number): Stock {
  return { id, change: 0, ...candidates[(id - 1) % candidates.length] };
}

export const stockColumns: GridColDef<Stock>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`,
    cellClassName: (params) =>
      params.value > 0 ? 'stock-up' : params.value < 0 ? 'stock-down' : '',
  },
];
