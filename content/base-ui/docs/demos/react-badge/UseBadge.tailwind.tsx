import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';

const initialFolders = [
  { name: 'Inbox', unread: 128 },
  { name: 'Updates', unread: 3 },
  { name: 'Archive', unread: 0 },
];

export default function UseBadge() {
  const [folders, setFolders] = React.useState(initialFolders);
  const markAllRead = () =>
    setFolders(folders.map((folder) => ({ ...folder, unread: 0 })));

  return (
    <div className="w-60 rounded-xl bg-white p-3 font-sans text-sm text-slate-900">
      <ul
        aria-label="Folders"
        className="m-0 mb-3 list-none rounded-xl border border-solid border-slate-200 p-1"
      >
        {folders.map((folder) => (
          <li
            key={folder.name}
            className="flex items-center justify-between px-3 py-2"
          >
            {folder.name}
            <UnreadCount count={folder.unread} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="w-full cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
        onClick={markAllRead}
      >
        Mark all as read
      </button>
    </div>
  );
}

function UnreadCount({ count }: { count: number }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 99 });
  if (invisible) {
    return null;
  }
  return (
    <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">
      {displayValue}
      <span className="sr-only"> unread</span>
    </span>
  );
}
