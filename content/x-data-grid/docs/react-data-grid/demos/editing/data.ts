export interface Member {
  id: number;
  name: string;
  email: string;
  role: 'Admin' | 'Editor' | 'Viewer';
  seats: number;
  joined: Date;
  active: boolean;
}

export const roles: Member['role'][] = ['Admin', 'Editor', 'Viewer'];

export const members: Member[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    email: 'amara@example.com',
    role: 'Admin',
    seats: 12,
    joined: new Date(2021, 4, 3),
    active: true,
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    email: 'lucas@example.com',
    role: 'Editor',
    seats: 3,
    joined: new Date(2022, 1, 14),
    active: true,
  },
  {
    id: 3,
    name: 'Hana Sato',
    email: 'hana@example.com',
    role: 'Viewer',
    seats: 1,
    joined: new Date(2023, 8, 30),
    active: false,
  },
  {
    id: 4,
    name: 'Diego Hernández',
    email: 'diego@example.com',
    role: 'Editor',
    seats: 5,
    joined: new Date(2020, 10, 9),
    active: true,
  },
  {
    id: 5,
    name: 'Priya Raman',
    email: 'priya@example.com',
    role: 'Viewer',
    seats: 2,
    joined: new Date(2024, 0, 22),
    active: true,
  },
];
