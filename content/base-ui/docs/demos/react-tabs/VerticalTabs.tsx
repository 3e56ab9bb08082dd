import * as React from 'react';
import { Tabs as BaseTabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

export default function VerticalTabs() {
  return (
    <Tabs defaultValue="general" orientation="vertical">
      <TabsList aria-label="Project settings">
        <Tab value="general">General</Tab>
        <Tab value="security">Security</Tab>
        <Tab value="integrations" disabled>
          Integrations
        </Tab>
        <Tab value="advanced">Advanced</Tab>
      </TabsList>
      <TabPanel value="general">
        Project name, description and default branch.
      </TabPanel>
      <TabPanel value="security">
        Two-factor authentication and access tokens.
      </TabPanel>
      <TabPanel value="integrations">Connected services.</TabPanel>
      <TabPanel value="advanced">
        Transfer ownership or archive the project.
      </TabPanel>
    </Tabs>
  );
}

const blue = { 50: '#F0F7FF', 200: '#99CCF3', 700: '#0059B2', 800: '#004C99' };
const grey = {
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Tabs = styled(BaseTabs)({
  display: 'flex',
  gap: 16,
  width: '100%',
  maxWidth: 560,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
});

const TabsList = styled(BaseTabsList)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  minWidth: 150,
  paddingRight: 16,
  borderRight: `1px solid ${grey[200]}`,
  ...theme.applyStyles('dark', { borderColor: grey[700] }),
}));

const Tab = styled(BaseTab)(({ theme }) => ({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 500,
  textAlign: 'left',
  padding: '8px 12px',
  border: 'none',
  borderRadius: 8,
  cursor: 'pointer',
  color: grey[700],
  background: 'transparent',
  '&:hover': { background: blue[50] },
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  [`&.${tabClasses.selected}`]: {
    color: blue[700],
    background: blue[50],
    fontWeight: 600,
  },
  [`&.${tabClasses.disabled}`]: {
    opacity: 0.5,
    cursor: 'not-allowed',
    background: 'transparent',
  },
  ...theme.applyStyles('dark', {
    color: grey[300],
    '&:hover': { background: grey[800] },
    '&:focus-visible': { outlineColor: blue[800] },
    [`&.${tabClasses.selected}`]: { color: '#fff', background: grey[800] },
  }),
}));

const TabPanel = styled(BaseTabPanel)(({ theme }) => ({
  flex: 1,
  padding: '8px 0',
  color: grey[900],
  ...theme.applyStyles('dark', { color: grey[200] }),
}));
