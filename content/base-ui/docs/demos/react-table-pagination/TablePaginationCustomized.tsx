import * as React from 'react';
import {
  TablePagination as BaseTablePagination,
  tablePaginationClasses as classes,
} from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const invoices = Array.from({ length: 42 }, (_, index) => ({
  id: `INV-${2401 + index}`,
  amount: `$${(120 + ((index * 37) % 90) * 5).toFixed(2)}`,
}));

export default function TablePaginationCustomized() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const visible = invoices.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <Panel>
      <List aria-label="Invoices">
        {visible.map((invoice) => (
          <li key={invoice.id}>
            <span>{invoice.id}</span>
            <span>{invoice.amount}</span>
          </li>
        ))}
      </List>
      <TablePagination
        slots={{ root: 'div' }}
        count={invoices.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[4, 8, 16]}
        onPageChange={(event, newPage) => setPage(newPage)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(parseInt(event.target.value, 10));
          setPage(0);
        }}
        labelRowsPerPage="Per page:"
        labelDisplayedRows={({ from, to, count }) =>
          `${from}–${to} of ${count} invoices`
        }
        getItemAriaLabel={(type) => `Go to the ${type} page of invoices`}
        slotProps={{
          actions: {
            showFirstButton: true,
            showLastButton: true,
            slots: {
              firstPageIcon: FirstPageIcon,
              backPageIcon: BackPageIcon,
              nextPageIcon: NextPageIcon,
              lastPageIcon: LastPageIcon,
            },
          },
        }}
      />
    </Panel>
  );
}

const FirstPageIcon = () => <Chevron double flip />;
const BackPageIcon = () => <Chevron flip />;
const NextPageIcon = () => <Chevron />;
const LastPageIcon = () => <Chevron double />;

function Chevron({ double, flip }: { double?: boolean; flip?: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
      style={flip ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d={double ? 'M3 3l5 5-5 5M8 3l5 5-5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}

const blue = { 200: '#99CCF3', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  100: '#E5EAF2',
  200: '#DAE2ED',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Panel = styled('div')(({ theme }) => ({
  width: 380,
  padding: 12,
  borderRadius: 12,
  border: `1px solid ${grey[200]}`,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[900],
  ...theme.applyStyles('dark', { borderColor: grey[700], color: grey[100] }),
}));

const List = styled('ul')(({ theme }) => ({
  margin: '0 0 12px',
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'flex',
    justifyContent: 'space-between',
    padding: '8px 4px',
    borderBottom: `1px solid ${grey[100]}`,
  },
  ...theme.applyStyles('dark', { '& li': { borderColor: grey[800] } }),
}));

const TablePagination = styled(BaseTablePagination)(({ theme }) => ({
  [`& .${classes.toolbar}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 8,
  },
  [`& .${classes.spacer}`]: { display: 'none' },
  [`& .${classes.selectLabel}, & .${classes.displayedRows}`]: { margin: 0 },
  [`& .${classes.displayedRows}`]: { marginLeft: 'auto' },
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
  [`& .${classes.actions}`]: { display: 'flex', gap: 4, width: '100%' },
  [`& .${classes.actions} > button`]: {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
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
