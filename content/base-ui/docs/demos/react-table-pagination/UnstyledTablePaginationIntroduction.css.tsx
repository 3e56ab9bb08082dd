import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

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
    <table
      aria-label="Recent orders"
      className="UnstyledTablePaginationIntroduction"
    >
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
      <Styles />
    </table>
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

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UnstyledTablePaginationIntroduction {
        width: 100%;
        max-width: 560px;
        border-collapse: collapse;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
      }

      .UnstyledTablePaginationIntroduction th,
      .UnstyledTablePaginationIntroduction td {
        padding: 8px 12px;
        text-align: left;
        border-bottom: 1px solid #dae2ed;
      }

      .UnstyledTablePaginationIntroduction th {
        font-weight: 600;
        background: #f3f6f9;
      }

      .UnstyledTablePaginationIntroduction .base-TablePagination-toolbar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 12px;
      }

      .UnstyledTablePaginationIntroduction .base-TablePagination-spacer {
        flex: 1;
      }

      .UnstyledTablePaginationIntroduction .base-TablePagination-selectLabel,
      .UnstyledTablePaginationIntroduction .base-TablePagination-displayedRows {
        margin: 0;
      }

      .UnstyledTablePaginationIntroduction .base-TablePagination-select {
        font-family: inherit;
        font-size: 0.875rem;
        padding: 2px 6px;
        border-radius: 6px;
        border: 1px solid #dae2ed;
        color: inherit;
        background: transparent;
      }

      .UnstyledTablePaginationIntroduction .base-TablePagination-actions {
        display: flex;
        gap: 6px;
      }

      .UnstyledTablePaginationIntroduction .base-TablePagination-actions button {
        width: 32px;
        height: 32px;
        border-radius: 8px;
        cursor: pointer;
        color: inherit;
        background: transparent;
        border: 1px solid #dae2ed;
      }

      .UnstyledTablePaginationIntroduction .base-TablePagination-actions button:hover {
        background: #f3f6f9;
      }

      .UnstyledTablePaginationIntroduction .base-TablePagination-actions button:disabled {
        opacity: 0.4;
        cursor: default;
        background: transparent;
      }

      .UnstyledTablePaginationIntroduction .base-TablePagination-select:focus-visible,
      .UnstyledTablePaginationIntroduction .base-TablePagination-actions button:focus-visible {
        outline: 3px solid #99ccf3;
      }
      `}
    </style>
  );
}
