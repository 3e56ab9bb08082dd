import * as React from 'react';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function BasicTabs() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%' }}>
      <TabList aria-label="Account settings">
        <Tab>Profile</Tab>
        <Tab>Security</Tab>
        <Tab>Notifications</Tab>
      </TabList>
      <TabPanel value={0}>Your name, photo and public bio.</TabPanel>
      <TabPanel value={1}>
        Password, two-factor authentication and sessions.
      </TabPanel>
      <TabPanel value={2}>Choose which emails and alerts you receive.</TabPanel>
    </Tabs>
  );
}
