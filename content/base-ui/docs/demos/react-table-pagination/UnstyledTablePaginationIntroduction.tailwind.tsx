import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

const cellClassName =
  'border-0 border-b border-solid border-slate-200 px-3 py-2 text-left';

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
      className="w-full max-w-[560px] border-collapse bg-white font-sans text-sm text-slate-900"
    >
      <thead>
        <tr>
          <th scope="col" className={`${cellClassName} bg-slate-50 font-semibold`}>
            Order
          </th>
          <th scope="col" className={`${cellClassName} bg-slate-50 font-semibold`}>
            Customer
          </th>
          <th scope="col" className={`${cellClassName} bg-slate-50 font-semibold`}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {visibleRows.map((row) => (
          <tr key={row.order}>
            <td className={cellClassName}>{row.order}</td>
            <td className={cellClassName}>{row.customer}</td>
            <td className={cellClassName}>{row.total}</td>
          </tr>
        ))}
        {emptyRows > 0 ? (
          <tr style={{ height: 38 * emptyRows }} aria-hidden="true">
            <td colSpan={3} className={cellClassName} />
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
            className={cellClassName}
            slotProps={{
              toolbar: { className: 'flex flex-wrap items-center gap-3' },
              spacer: { className: 'flex-1' },
              selectLabel: { className: 'm-0' },
              select: {
                className:
                  'rounded-md border border-solid border-slate-200 bg-transparent px-1.5 py-0.5 font-sans text-sm text-inherit focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300',
              },
              displayedRows: { className: 'm-0' },
              actions: {
                className:
                  'flex gap-1.5 [&>button]:h-8 [&>button]:w-8 [&>button]:cursor-pointer [&>button]:rounded-lg [&>button]:border [&>button]:border-solid [&>button]:border-slate-200 [&>button]:bg-transparent [&>button]:text-inherit [&>button:disabled]:cursor-default [&>button:disabled]:opacity-40 [&>button:focus-visible]:outline [&>button:focus-visible]:outline-[3px] [&>button:focus-visible]:outline-blue-300 [&>button:hover:not(:disabled)]:bg-slate-50',
              },
            }}
          />
        </tr>
      </tfoot>
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
