import { GridColDef } from '@mui/x-data-grid';

export interface Contact {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  city: string;
  lastContacted: Date;
}

export const contacts: Contact[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    email: 'amara@lagoslabs.ng',
    phone: '+234 1 555 0134',
    company: 'Lagos Labs',
    city: 'Lagos',
    lastContacted: new Date(2024, 3, 2),
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    email: 'lucas@atelier-m.fr',
    phone: '+33 1 55 50 12 12',
    company: 'Atelier M',
    city: 'Lyon',
    lastContacted: new Date(2024, 2, 18),
  },
  {
    id: 3,
    name: 'Hana Sato',
    email: 'hana@kumo.jp',
    phone: '+81 3 5550 1923',
    company: 'Kumo',
    city: 'Osaka',
    lastContacted: new Date(2024, 3, 11),
  },
  {
    id: 4,
    name: 'Diego Hernández',
    email: 'diego@solar.mx',
    phone: '+52 55 5550 4410',
    company: 'Solar MX',
    city: 'Monterrey',
    lastContacted: new Date(2024, 1, 27),
  },
  {
    id: 5,
    name: 'Priya Raman',
    email: 'priya@chai.dev',
    phone: '+91 80 5550 7788',
    company: 'Chai Dev',
    city: 'Bengaluru',
    lastContacted: new Date(2024, 3, 15),
  },
  {
    id: 6,
    name: 'Jonas Berg',
    email: 'jonas@fjell.se',
    phone: '+46 8 555 012 34',
    company: 'Fjell',
    city: 'Uppsala',
    lastContacted: new Date(2024, 0, 9),
  },
];

export const contactColumns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 170, hideable: false },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 190 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'company', headerName: 'Company', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'lastContacted', headerName: 'Last contacted', type: 'date', width: 140 },
];
