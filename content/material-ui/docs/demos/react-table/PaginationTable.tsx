import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

// 23 deterministic rows.
const rows = Array.from({ length: 23 }, (_, i) => ({
  id: 1001 + i,
  customer: ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli', 'Femi', 'Gus'][i % 7],
  total: ((i * 37) % 190) + 10,
}));

export default function PaginationTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const visible =
    rowsPerPage > 0 ? rows.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage) : rows;
  // Keep the table height stable on the last page.
  const emptyRows = rowsPerPage > 0 ? Math.max(0, (page + 1) * rowsPerPage - rows.length) : 0;

  return (
    <TableContainer component={Paper}>
      <Table aria-label="Orders" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total ($)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row">
                #{row.id}
              </TableCell>
              <TableCell>{row.customer}</TableCell>
              <TableCell align="right">{row.total.toFixed(2)}</TableCell>
            </TableRow>
          ))}
          {emptyRows > 0 && (
            <TableRow style={{ height: 53 * emptyRows }}>
              <TableCell colSpan={3} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={rows.length}
              page={page}
              onPageChange={(_event, newPage) => setPage(newPage)}
              rowsPerPage={rowsPerPage}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
              rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
              showFirstButton
              showLastButton
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
