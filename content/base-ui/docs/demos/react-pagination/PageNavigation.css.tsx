import * as React from 'react';

const PAGE_COUNT = 7;

export default function PageNavigation() {
  const [page, setPage] = React.useState(1);
  const pages = Array.from({ length: PAGE_COUNT }, (_, index) => index + 1);

  return (
    <nav aria-label="Search results pages" className="PageNavigation">
      <ul>
        <li>
          <button
            className="PageNavigation-button"
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
              className="PageNavigation-button"
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
            className="PageNavigation-button"
            type="button"
            aria-label="Next page"
            disabled={page === PAGE_COUNT}
            onClick={() => setPage(page + 1)}
          >
            ›
          </button>
        </li>
      </ul>
      <Styles />
    </nav>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .PageNavigation ul {
        display: flex;
        gap: 4px;
        margin: 0;
        padding: 0;
        list-style: none;
      }

      .PageNavigation-button {
        min-width: 36px;
        height: 36px;
        padding: 0 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        font-weight: 600;
        border-radius: 8px;
        cursor: pointer;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
      }

      .PageNavigation-button:hover {
        background: #f3f6f9;
      }

      .PageNavigation-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }

      .PageNavigation-button:disabled {
        opacity: 0.4;
        cursor: default;
        background: #fff;
      }

      .PageNavigation-button[aria-current=page] {
        color: #fff;
        background: #0059b2;
        border-color: #0059b2;
      }
      `}
    </style>
  );
}
