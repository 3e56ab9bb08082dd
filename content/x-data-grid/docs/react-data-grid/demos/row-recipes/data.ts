import { GridColDef } from '@mui/x-data-grid';

export interface Expense {
  id: number;
  date: Date;
  employee: string;
  category: 'Travel' | 'Meals' | 'Software' | 'Equipment';
  amount: number;
  status: 'Approved' | 'Pending' | 'Rejected';
  note: string;
}

export const expenses: Expense[] = [
  {
    id: 1,
    date: new Date(2024, 3, 2),
    employee: 'Hana Sato',
    category: 'Travel',
    amount: 412.5,
    status: 'Approved',
    note: 'Train to the Osaka client workshop.',
  },
  {
    id: 2,
    date: new Date(2024, 3, 3),
    employee: 'Jonas Berg',
    category: 'Software',
    amount: 59,
    status: 'Pending',
    note: 'Annual licence for the diagram editor.',
  },
  {
    id: 3,
    date: new Date(2024, 3, 5),
    employee: 'Priya Raman',
    category: 'Meals',
    amount: 86.4,
    status: 'Rejected',
    note: 'Team dinner: over the per-person limit.',
  },
  {
    id: 4,
    date: new Date(2024, 3, 8),
    employee: 'Lucas Moreau',
    category: 'Equipment',
    amount: 329,
    status: 'Approved',
    note: 'Replacement chair for the Lyon office.',
  },
  {
    id: 5,
    date: new Date(2024, 3, 9),
    employee: 'Amara Okafor',
    category: 'Travel',
    amount: 1280,
    status: 'Pending',
    note: 'Flight to the annual conference.',
  },
  {
    id: 6,
    date: new Date(2024, 3, 11),
    employee: 'Hana Sato',
    category: 'Meals',
    amount: 32.8,
    status: 'Approved',
    note: 'Lunch with a candidate.',
  },
  {
    id: 7,
    date: new Date(2024, 3, 12),
    employee: 'Jonas Berg',
    category: 'Equipment',
    amount: 89,
    status: 'Pending',
    note: 'Monitor arm.',
  },
  {
    id: 8,
    date: new Date(2024, 3, 15),
    employee: 'Priya Raman',
    category: 'Software',
    amount: 12,
    status: 'Approved',
    note: 'Monthly password manager seat.',
  },
];

export const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export const expenseColumns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Travel', 'Meals', 'Software', 'Equipment'],
    width: 120,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];
