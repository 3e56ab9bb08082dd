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
    <div className="UseBadge">
      <ul aria-label="Folders" className="UseBadge-list">
        {folders.map((folder) => (
          <li key={folder.name}>
            {folder.name}
            <UnreadCount count={folder.unread} />
          </li>
        ))}
      </ul>
      <button type="button" className="UseBadge-button" onClick={markAllRead}>
        Mark all as read
      </button>
      <Styles />
    </div>
  );
}

function UnreadCount({ count }: { count: number }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 99 });
  if (invisible) {
    return null;
  }
  return (
    <span className="UseBadge-count">
      {displayValue}
      <span className="UseBadge-visuallyHidden"> unread</span>
    </span>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseBadge {
        width: 240px;
        padding: 12px;
        border-radius: 12px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        background: #fff;
        color: #1c2025;
      }

      .UseBadge-list {
        margin: 0 0 12px;
        padding: 4px;
        list-style: none;
        border-radius: 12px;
        border: 1px solid #dae2ed;
      }

      .UseBadge-list li {
        display: flex;
        justify-content: space-between;
        align-items: center;
        padding: 8px 12px;
      }

      .UseBadge-count {
        padding: 2px 8px;
        border-radius: 10px;
        font-size: 0.75rem;
        font-weight: 600;
        color: #004c99;
        background: #f0f7ff;
      }

      .UseBadge-visuallyHidden {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
      }

      .UseBadge-button {
        width: 100%;
        font-family: inherit;
        font-weight: 600;
        font-size: 0.875rem;
        line-height: 1.5;
        padding: 8px 16px;
        border-radius: 8px;
        cursor: pointer;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
      }

      .UseBadge-button:hover {
        background: #f3f6f9;
      }

      .UseBadge-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
