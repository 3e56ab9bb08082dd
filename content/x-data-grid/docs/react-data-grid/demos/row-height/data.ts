import { GridColDef } from '@mui/x-data-grid';

export interface Review {
  id: number;
  product: string;
  author: string;
  rating: number;
  comment: string;
}

export const reviews: Review[] = [
  {
    id: 1,
    product: 'Standing desk',
    author: 'Hana Sato',
    rating: 5,
    comment: 'Sturdy and quiet. The motor is fast.',
  },
  {
    id: 2,
    product: 'Ergonomic chair',
    author: 'Jonas Berg',
    rating: 3,
    comment:
      'Comfortable for the first hours, but the armrests wobble when leaning on them, and the lumbar support only fits people of average height. Customer service replaced one armrest within a week, which was appreciated.',
  },
  {
    id: 3,
    product: 'Monitor arm',
    author: 'Priya Raman',
    rating: 4,
    comment: 'Easy to install. Holds a 32-inch screen without sagging.',
  },
  {
    id: 4,
    product: 'Desk lamp',
    author: 'Lucas Moreau',
    rating: 2,
    comment:
      'The light is pleasant, yet the touch dimmer reacts to nearby sleeves and switches off at random. I had to move it to the other side of the desk.',
  },
  {
    id: 5,
    product: 'USB-C dock',
    author: 'Amara Okafor',
    rating: 5,
    comment: 'Drives two displays at 60 Hz and charges the laptop.',
  },
];

export const reviewColumns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 240 },
];
