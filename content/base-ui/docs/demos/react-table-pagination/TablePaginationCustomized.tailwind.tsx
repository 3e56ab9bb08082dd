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
    <div className="w-[380px] rounded-xl border border-solid border-slate-200 bg-white p-3 font-sans text-sm text-slate-900">
      <ul aria-label="Invoices" className="m-0 mb-3 list-none p-0">
        {visible.map((invoice) => (
          <li
            key={invoice.id}
            className="flex justify-between border-0 border-b border-solid border-slate-100 px-1 py-2"
          >
            <span>{invoice.id}</span>
            <span>{invoice.amount}</span>
          </li>
        ))}
      </ul>
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
          toolbar: { className: 'flex flex-wrap items-center gap-2' },
          spacer: { className: 'hidden' },
          selectLabel: { className: 'm-0' },
          select: {
            className:
              'rounded-md border border-solid border-slate-200 bg-transparent px-1.5 py-0.5 font-sans text-sm text-inherit focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300',
          },
          displayedRows: { className: 'm-0 ml-auto' },
          actions: {
            className:
              'flex w-full gap-1 [&>button]:flex [&>button]:h-8 [&>button]:flex-1 [&>button]:cursor-pointer [&>button]:items-center [&>button]:justify-center [&>button]:rounded-lg [&>button]:border [&>button]:border-solid [&>button]:border-slate-200 [&>button]:bg-transparent [&>button]:text-inherit [&>button:disabled]:cursor-default [&>button:disabled]:opacity-40 [&>button:focus-visible]:outline [&>button:focus-visible]:outline-[3px] [&>button:focus-visible]:outline-blue-300 [&>button:hover:not(:disabled)]:bg-slate-50',
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
