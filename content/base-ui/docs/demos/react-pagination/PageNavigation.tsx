import * as React from 'react';
import { styled } from '@mui/system';

const PAGE_COUNT = 7;

export default function PageNavigation() {
  const [page, setPage] = React.useState(1);
  const pages = Array.from({ length: PAGE_COUNT }, (_, index) => index + 1);

  return (
    <Nav aria-label="Search results pages">
      <ul>
        <li>
          <PageButton
            type="button"
            aria-label="Previous page"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            ‹
          </PageButton>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <PageButton
              type="button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => setPage(number)}
            >
              {number}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton
            type="button"
            aria-label="Next page"
            disabled={page === PAGE_COUNT}
            onClick={() => setPage(page + 1)}
          >
            ›
          </PageButton>
        </li>
      </ul>
    </Nav>
  );
}

const blue = { 200: '#99CCF3', 600: '#0072E5', 700: '#0059B2', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Nav = styled('nav')({
  '& ul': { display: 'flex', gap: 4, margin: 0, padding: 0, listStyle: 'none' },
});

const PageButton = styled('button')(({ theme }) => ({
  minWidth: 36,
  height: 36,
  padding: '0 8px',
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  fontWeight: 600,
  borderRadius: 8,
  cursor: 'pointer',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  '&:hover:not(:disabled)': { background: grey[50] },
  '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 4px ${blue[200]}` },
  '&:disabled': { opacity: 0.4, cursor: 'default' },
  '&[aria-current="page"]': {
    color: '#fff',
    background: blue[700],
    borderColor: blue[700],
  },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[200],
    '&:hover:not(:disabled)': { background: grey[800] },
    '&:focus-visible': { boxShadow: `0 0 0 4px ${blue[800]}` },
    '&[aria-current="page"]': {
      color: '#fff',
      background: blue[600],
      borderColor: blue[600],
    },
  }),
}));
