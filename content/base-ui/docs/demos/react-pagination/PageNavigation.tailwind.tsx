import * as React from 'react';

const PAGE_COUNT = 7;

const buttonClassName =
  'h-9 min-w-[36px] cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-2 font-sans text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-white aria-[current=page]:border-blue-700 aria-[current=page]:bg-blue-700 aria-[current=page]:text-white';

export default function PageNavigation() {
  const [page, setPage] = React.useState(1);
  const pages = Array.from({ length: PAGE_COUNT }, (_, index) => index + 1);

  return (
    <nav aria-label="Search results pages">
      <ul className="m-0 flex list-none gap-1 p-0">
        <li>
          <button
            className={buttonClassName}
            type="button"
            aria-label="Previous page"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            ‹
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              className={buttonClassName}
              type="button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => setPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            className={buttonClassName}
            type="button"
            aria-label="Next page"
            disabled={page === PAGE_COUNT}
            onClick={() => setPage(page + 1)}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
