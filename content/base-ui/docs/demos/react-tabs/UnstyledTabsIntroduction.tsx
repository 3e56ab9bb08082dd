import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

export default function UnstyledTabsIntroduction() {
  return (
    <Tabs defaultValue="account">
      <TabsList aria-label="Settings">
        <Tab value="account">Account</Tab>
        <Tab value="notifications">Notifications</Tab>
        <Tab value="billing">Billing</Tab>
      </TabsList>
      <TabPanel value="account">
        Change your name, email address and password.
      </TabPanel>
      <TabPanel value="notifications">
        Choose which updates reach your inbox.
      </TabPanel>
      <TabPanel value="billing">Review invoices and your payment method.</TabPanel>
    </Tabs>
  );
}

const blue = { 200: '#99CCF3', 700: '#0059B2', 800: '#004C99' };
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
  padding: 4,
  marginBottom: 12,
  borderRadius: 12,
  background: grey[100],
  ...theme.applyStyles('dark', { background: grey[800] }),
}));

const Tab = styled(BaseTab)(({ theme }) => ({
  flex: 1,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '8px 12px',
  border: 'none',
  borderRadius: 8,
  cursor: 'pointer',
  color: grey[700],
  background: 'transparent',
  '&:hover': { color: grey[900] },
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  [`&.${tabClasses.selected}`]: {
    color: blue[700],
    background: '#fff',
    boxShadow: '0 1px 3px rgba(0, 0, 0, 0.12)',
  },
  [`&.${tabClasses.disabled}`]: { opacity: 0.5, cursor: 'not-allowed' },
  ...theme.applyStyles('dark', {
    color: grey[300],
    '&:hover': { color: '#fff' },
    '&:focus-visible': { outlineColor: blue[800] },
    [`&.${tabClasses.selected}`]: { color: '#fff', background: grey[900] },
  }),
}));

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
