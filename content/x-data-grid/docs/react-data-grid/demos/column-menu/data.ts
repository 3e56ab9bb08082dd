import { GridColDef } from '@mui/x-data-grid';

export interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  openedDays: number;
}

export const tickets: Ticket[] = [
  {
    id: 301,
    subject: 'Cannot reset password',
    requester: 'Hana Sato',
    priority: 'High',
    openedDays: 1,
  },
  {
    id: 302,
    subject: 'Invoice shows the wrong address',
    requester: 'Jonas Berg',
    priority: 'Normal',
    openedDays: 3,
  },
  {
    id: 303,
    subject: 'Export to CSV is empty',
    requester: 'Priya Raman',
    priority: 'Urgent',
    openedDays: 0,
  },
  {
    id: 304,
    subject: 'Add a dark theme',
    requester: 'Lucas Moreau',
    priority: 'Low',
    openedDays: 12,
  },
  {
    id: 305,
    subject: 'Two-factor codes arrive late',
    requester: 'Amara Okafor',
    priority: 'High',
    openedDays: 2,
  },
  {
    id: 306,
    subject: 'Typo on the pricing page',
    requester: 'Oliver Smith',
    priority: 'Low',
    openedDays: 6,
  },
];

export const ticketColumns: GridColDef<Ticket>[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    type: 'number',
    width: 90,
    disableColumnMenu: true,
  },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 150 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'High', 'Urgent'],
    width: 110,
  },
  { field: 'openedDays', headerName: 'Days open', type: 'number', width: 110 },
];
