import * as React from 'react';
import {
  TablePagination as BaseTablePagination,
  tablePaginationClasses as classes,
} from '@mui/base/TablePagination';
import { styled } from '@mui/system';

export default function UnstyledTablePaginationIntroduction() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const visibleRows =
    rowsPerPage > 0
      ? rows.slice(page * rowsPerPage, (page + 1) * rowsPerPage)
      : rows;
  // Keep the table height on the last page so the buttons do not move.
  const emptyRows = rowsPerPage > 0 ? rowsPerPage - visibleRows.length : 0;

  return (
    <Table aria-label="Recent orders">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {visibleRows.map((row) => (
          <tr key={row.order}>
            <td>{row.order}</td>
            <td>{row.customer}</td>
            <td>{row.total}</td>
          </tr>
        ))}
        {emptyRows > 0 ? (
          <tr style={{ height: 38 * emptyRows }} aria-hidden="true">
            <td colSpan={3} />
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            colSpan={3}
            count={rows.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
            onPageChange={(event, newPage) => setPage(newPage)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(parseInt(event.target.value, 10));
              setPage(0);
            }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}

const rows = [
  { order: '#1042', customer: 'Ana Silva', total: '$128.50' },
  { order: '#1041', customer: 'Kenji Watanabe', total: '$42.00' },
  { order: '#1040', customer: 'Fatima Zahra', total: '$310.20' },
  { order: '#1039', customer: 'Lucas Martin', total: '$18.90' },
  { order: '#1038', customer: 'Priya Nair', total: '$76.40' },
  { order: '#1037', customer: 'Oliver Brown', total: '$254.00' },
  { order: '#1036', customer: 'Chloé Dubois', total: '$63.75' },
  { order: '#1035', customer: 'Mateo García', total: '$99.99' },
  { order: '#1034', customer: 'Amara Okafor', total: '$145.10' },
  { order: '#1033', customer: 'Noah Fischer', total: '$27.30' },
  { order: '#1032', customer: 'Sofia Rossi', total: '$188.00' },
  { order: '#1031', customer: 'Liam Murphy', total: '$54.60' },
  { order: '#1030', customer: 'Mei Chen', total: '$212.45' },
];

const blue = { 200: '#99CCF3', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  100: '#E5EAF2',
  200: '#DAE2ED',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  maxWidth: 560,
  borderCollapse: 'collapse',
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[900],
  '& th, & td': {
    padding: '8px 12px',
    textAlign: 'left',
    borderBottom: `1px solid ${grey[200]}`,
  },
  '& th': { fontWeight: 600, background: grey[50] },
  ...theme.applyStyles('dark', {
    color: grey[100],
    '& th, & td': { borderColor: grey[700] },
    '& th': { background: grey[800] },
  }),
}));

const TablePagination = styled(BaseTablePagination)(({ theme }) => ({
  [`& .${classes.toolbar}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 12,
  },
  [`& .${classes.spacer}`]: { flex: 1 },
  [`& .${classes.selectLabel}, & .${classes.displayedRows}`]: { margin: 0 },
  [`& .${classes.select}`]: {
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    padding: '2px 6px',
    borderRadius: 6,
    border: `1px solid ${grey[200]}`,
    color: 'inherit',
    background: 'transparent',
    '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  },
  [`& .${classes.actions}`]: { display: 'flex', gap: 6 },
  [`& .${classes.actions} > button`]: {
    width: 32,
    height: 32,
    borderRadius: 8,
    cursor: 'pointer',
    color: 'inherit',
    background: 'transparent',
    border: `1px solid ${grey[200]}`,
    '&:hover:not(:disabled)': { background: grey[50] },
    '&:focus-visible': { outline: `3px solid ${blue[200]}` },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
  ...theme.applyStyles('dark', {
    [`& .${classes.select}, & .${classes.actions} > button`]: {
      borderColor: grey[700],
    },
    [`& .${classes.select} option`]: { color: grey[900] },
    [`& .${classes.actions} > button:hover:not(:disabled)`]: {
      background: grey[800],
    },
    [`& .${classes.select}:focus-visible, & .${classes.actions} > button:focus-visible`]:
      {
        outlineColor: blue[800],
      },
  }),
}));
