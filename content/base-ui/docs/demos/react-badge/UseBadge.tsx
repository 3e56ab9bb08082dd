import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

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
    <Panel>
      <List aria-label="Folders">
        {folders.map((folder) => (
          <li key={folder.name}>
            {folder.name}
            <UnreadCount count={folder.unread} />
          </li>
        ))}
      </List>
      <Button type="button" onClick={markAllRead}>
        Mark all as read
      </Button>
    </Panel>
  );
}

function UnreadCount({ count }: { count: number }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 99 });
  if (invisible) {
    return null;
  }
  return (
    <Count>
      {displayValue}
      <VisuallyHidden> unread</VisuallyHidden>
    </Count>
  );
}

const blue = { 50: '#F0F7FF', 200: '#99CCF3', 700: '#0059B2', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Panel = styled('div')(({ theme }) => ({
  width: 240,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[900],
  ...theme.applyStyles('dark', { color: grey[200] }),
}));

const List = styled('ul')(({ theme }) => ({
  margin: '0 0 12px',
  padding: 4,
  listStyle: 'none',
  borderRadius: 12,
  border: `1px solid ${grey[200]}`,
  '& li': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: '8px 12px',
  },
  ...theme.applyStyles('dark', { borderColor: grey[700] }),
}));

const Count = styled('span')(({ theme }) => ({
  padding: '2px 8px',
  borderRadius: 10,
  fontSize: '0.75rem',
  fontWeight: 600,
  color: blue[800],
  background: blue[50],
  ...theme.applyStyles('dark', { color: '#fff', background: blue[800] }),
}));

const VisuallyHidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const Button = styled('button')(({ theme }) => ({
  width: '100%',
  fontFamily: 'inherit',
  fontWeight: 600,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  cursor: 'pointer',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  '&:hover': { background: grey[50] },
  '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 4px ${blue[200]}` },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[200],
    '&:hover': { background: grey[800] },
    '&:focus-visible': { boxShadow: `0 0 0 4px ${blue[800]}` },
  }),
}));
