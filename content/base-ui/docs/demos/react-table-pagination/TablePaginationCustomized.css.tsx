import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

const invoices = Array.from({ length: 42 }, (_, index) => ({
  id: `INV-${2401 + index}`,
  amount: `$${(120 + ((index * 37) % 90) * 5).toFixed(2)}`,
}));

export default function TablePaginationCustomized() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const visible = invoices.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <div className="TablePaginationCustomized">
      <ul aria-label="Invoices" className="TablePaginationCustomized-list">
        {visible.map((invoice) => (
          <li key={invoice.id}>
            <span>{invoice.id}</span>
            <span>{invoice.amount}</span>
          </li>
        ))}
      </ul>
      <TablePagination
        slots={{ root: 'div' }}
        className="TablePaginationCustomized-pagination"
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
      <Styles />
    </div>
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

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .TablePaginationCustomized {
        width: 380px;
        padding: 12px;
        border-radius: 12px;
        border: 1px solid #dae2ed;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
      }

      .TablePaginationCustomized-list {
        margin: 0 0 12px;
        padding: 0;
        list-style: none;
      }

      .TablePaginationCustomized-list li {
        display: flex;
        justify-content: space-between;
        padding: 8px 4px;
        border-bottom: 1px solid #e5eaf2;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-toolbar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 8px;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-spacer {
        display: none;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-selectLabel,
      .TablePaginationCustomized-pagination .base-TablePagination-displayedRows {
        margin: 0;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-displayedRows {
        margin-left: auto;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-select {
        font-family: inherit;
        font-size: 0.875rem;
        padding: 2px 6px;
        border-radius: 6px;
        border: 1px solid #dae2ed;
        color: inherit;
        background: transparent;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-actions {
        display: flex;
        gap: 4px;
        width: 100%;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-actions button {
        flex: 1;
        display: flex;
        align-items: center;
        justify-content: center;
        height: 32px;
        border-radius: 8px;
        cursor: pointer;
        color: inherit;
        background: transparent;
        border: 1px solid #dae2ed;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-actions button:hover {
        background: #f3f6f9;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-actions button:disabled {
        opacity: 0.4;
        cursor: default;
        background: transparent;
      }

      .TablePaginationCustomized-pagination .base-TablePagination-select:focus-visible,
      .TablePaginationCustomized-pagination .base-TablePagination-actions button:focus-visible {
        outline: 3px solid #99ccf3;
      }
      `}
    </style>
  );
}
