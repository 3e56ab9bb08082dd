import * as React from 'react';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { useTab } from '@mui/base/useTab';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

export default function UseTabs() {
  const [value, setValue] = React.useState<string | number | null>('inbox');
  const { contextValue } = useTabs({
    value,
    onChange: (event, newValue) => setValue(newValue),
  });

  return (
    <TabsProvider value={contextValue}>
      <div>
        <TabsList aria-label="Mailbox">
          <CountTab value="inbox" count={4}>
            Inbox
          </CountTab>
          <CountTab value="drafts" count={1}>
            Drafts
          </CountTab>
          <CountTab value="sent">Sent</CountTab>
        </TabsList>
        <TabPanel value="inbox">4 unread messages.</TabPanel>
        <TabPanel value="drafts">1 draft waiting to be sent.</TabPanel>
        <TabPanel value="sent">Everything you sent this week.</TabPanel>
      </div>
    </TabsProvider>
  );
}

function CountTab(props: {
  value: string;
  count?: number;
  children: React.ReactNode;
}) {
  const { value, count, children } = props;
  const { getRootProps, selected } = useTab({ value });
  return (
    <TabButton {...getRootProps()}>
      {children}{' '}
      {count ? (
        <Count data-selected={selected || undefined}>
          {count}
          <VisuallyHidden> unread</VisuallyHidden>
        </Count>
      ) : null}
    </TabButton>
  );
}

const blue = { 200: '#99CCF3', 500: '#007FFF', 700: '#0059B2', 800: '#004C99' };
const grey = {
  100: '#E5EAF2',
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const TabsList = styled(BaseTabsList)(({ theme }) => ({
  display: 'flex',
  gap: 4,
  minWidth: 360,
  marginBottom: 12,
  padding: 4,
  borderRadius: 12,
  background: grey[100],
  ...theme.applyStyles('dark', { background: grey[800] }),
}));

const TabButton = styled('button')(({ theme }) => ({
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '8px 12px',
  border: 'none',
  borderRadius: 8,
  cursor: 'pointer',
  color: grey[700],
  background: 'transparent',
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  '&[aria-selected="true"]': { color: grey[900], background: '#fff' },
  ...theme.applyStyles('dark', {
    color: grey[300],
    '&:focus-visible': { outlineColor: blue[800] },
    '&[aria-selected="true"]': { color: '#fff', background: grey[900] },
  }),
}));

const Count = styled('span')({
  minWidth: 20,
  padding: '0 6px',
  borderRadius: 10,
  fontSize: '0.75rem',
  lineHeight: '20px',
  color: '#fff',
  background: grey[700],
  '&[data-selected]': { background: blue[700] },
});

const VisuallyHidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const TabPanel = styled(BaseTabPanel)(({ theme }) => ({
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  padding: '16px 20px',
  borderRadius: 12,
  border: `1px solid ${grey[200]}`,
  background: '#fff',
  color: grey[900],
  ...theme.applyStyles('dark', {
    borderColor: grey[700],
    background: grey[900],
    color: grey[100],
  }),
}));
