export interface Item {
  id: number;
  name: string;
  category: string;
  stock: number;
  price: number;
}

export const items: Item[] = [
  { id: 1, name: 'Notebook, dotted', category: 'Paper', stock: 120, price: 6.5 },
  { id: 2, name: 'Fountain pen', category: 'Writing', stock: 14, price: 38 },
  { id: 3, name: 'Ink cartridges (6)', category: 'Writing', stock: 64, price: 4.9 },
  { id: 4, name: 'Sketchbook A5', category: 'Paper', stock: 31, price: 12 },
  { id: 5, name: 'Desk organizer', category: 'Desk', stock: 9, price: 24.5 },
];
