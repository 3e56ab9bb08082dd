import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

export default function SelectionFollowsFocus() {
  const [followFocus, setFollowFocus] = React.useState(true);
  return (
    <Layout>
      <Label>
        <input
          type="checkbox"
          checked={followFocus}
          onChange={(event) => setFollowFocus(event.target.checked)}
        />
        Select a tab as soon as it receives focus
      </Label>
      <Tabs defaultValue="overview" selectionFollowsFocus={followFocus}>
        <TabsList aria-label="Repository">
          <Tab value="overview">Overview</Tab>
          <Tab value="activity">Activity</Tab>
          <Tab value="members">Members</Tab>
        </TabsList>
        <TabPanel value="overview">12 open issues, 3 pull requests.</TabPanel>
        <TabPanel value="activity">Last commit 2 hours ago.</TabPanel>
        <TabPanel value="members">5 maintainers, 41 contributors.</TabPanel>
      </Tabs>
    </Layout>
  );
}

const blue = { 200: '#99CCF3', 400: '#3399FF', 700: '#0059B2', 800: '#004C99' };
const grey = { 200: '#DAE2ED', 300: '#C7D0DD', 700: '#434D5B', 900: '#1C2025' };

const Layout = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  minWidth: 360,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[900],
  ...theme.applyStyles('dark', { color: grey[200] }),
}));

const Label = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  '& input': { width: 16, height: 16, margin: 0, accentColor: blue[700] },
});

const TabsList = styled(BaseTabsList)(({ theme }) => ({
  display: 'flex',
  borderBottom: `1px solid ${grey[200]}`,
  ...theme.applyStyles('dark', { borderColor: grey[700] }),
}));

const Tab = styled(BaseTab)(({ theme }) => ({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '10px 16px',
  marginBottom: -1,
  border: 'none',
  borderBottom: '2px solid transparent',
  cursor: 'pointer',
  color: grey[700],
  background: 'transparent',
  '&:focus-visible': { outline: `3px solid ${blue[200]}`, borderRadius: 4 },
  [`&.${tabClasses.selected}`]: { color: blue[700], borderBottomColor: blue[700] },
  ...theme.applyStyles('dark', {
    color: grey[300],
    '&:focus-visible': { outlineColor: blue[800] },
    [`&.${tabClasses.selected}`]: { color: blue[400], borderBottomColor: blue[400] },
  }),
}));

const TabPanel = styled(BaseTabPanel)({ padding: '4px 0' });
