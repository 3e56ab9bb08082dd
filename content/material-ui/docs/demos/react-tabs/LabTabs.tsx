import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function LabTabs() {
  const [value, setValue] = React.useState('inbox');

  return (
    <Box sx={{ width: '100%' }}>
      {/* TabContext gives TabList and TabPanel the value and generates matching ids. */}
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList
            onChange={(event, newValue: string) => setValue(newValue)}
            aria-label="Mail"
          >
            <Tab label="Inbox" value="inbox" />
            <Tab label="Drafts" value="drafts" />
            <Tab label="Sent" value="sent" />
          </TabList>
        </Box>
        <TabPanel value="inbox">Three unread messages.</TabPanel>
        <TabPanel value="drafts">One draft, saved yesterday.</TabPanel>
        <TabPanel value="sent">Nothing sent this week.</TabPanel>
      </TabContext>
    </Box>
  );
}
