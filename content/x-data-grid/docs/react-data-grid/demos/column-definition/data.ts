export interface Book {
  id: number;
  title: string;
  authorFirstName: string;
  authorLastName: string;
  genre: 'Fiction' | 'Science' | 'History' | 'Poetry';
  pages: number;
  price: number;
  published: Date;
  lastLoan: Date;
  available: boolean;
  rating: number;
}

export const genres: Book['genre'][] = ['Fiction', 'Science', 'History', 'Poetry'];

export const books: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    authorFirstName: 'Ursula',
    authorLastName: 'Le Guin',
    genre: 'Fiction',
    pages: 304,
    price: 16.99,
    published: new Date(1969, 2, 1),
    lastLoan: new Date(2024, 3, 17, 14, 30),
    available: true,
    rating: 5,
  },
  {
    id: 2,
    title: 'A Brief History of Time',
    authorFirstName: 'Stephen',
    authorLastName: 'Hawking',
    genre: 'Science',
    pages: 212,
    price: 18.5,
    published: new Date(1988, 3, 1),
    lastLoan: new Date(2024, 2, 2, 10, 5),
    available: false,
    rating: 4,
  },
  {
    id: 3,
    title: 'The Guns of August',
    authorFirstName: 'Barbara',
    authorLastName: 'Tuchman',
    genre: 'History',
    pages: 511,
    price: 21,
    published: new Date(1962, 0, 1),
    lastLoan: new Date(2024, 0, 28, 9, 45),
    available: true,
    rating: 4,
  },
  {
    id: 4,
    title: 'Ariel',
    authorFirstName: 'Sylvia',
    authorLastName: 'Plath',
    genre: 'Poetry',
    pages: 96,
    price: 12.75,
    published: new Date(1965, 2, 1),
    lastLoan: new Date(2024, 3, 9, 16, 20),
    available: true,
    rating: 3,
  },
  {
    id: 5,
    title: 'Kindred',
    authorFirstName: 'Octavia',
    authorLastName: 'Butler',
    genre: 'Fiction',
    pages: 264,
    price: 15.25,
    published: new Date(1979, 5, 1),
    lastLoan: new Date(2024, 1, 14, 11, 0),
    available: false,
    rating: 5,
  },
  {
    id: 6,
    title: 'The Double Helix',
    authorFirstName: 'James',
    authorLastName: 'Watson',
    genre: 'Science',
    pages: 256,
    price: 14,
    published: new Date(1968, 1, 1),
    lastLoan: new Date(2023, 11, 5, 13, 15),
    available: true,
    rating: 3,
  },
];
