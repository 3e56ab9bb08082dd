import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

interface TabPanelProps {
  children?: React.ReactNode;
  index: number;
  value: number;
}

function TabPanel({ children, value, index }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={value !== index}
      id={`basic-tabpanel-${index}`}
      aria-labelledby={`basic-tab-${index}`}
    >
      {value === index && <Box sx={{ p: 3 }}>{children}</Box>}
    </div>
  );
}

// Connects each tab to its panel, and each panel back to its tab.
function a11yProps(index: number) {
  return { id: `basic-tab-${index}`, 'aria-controls': `basic-tabpanel-${index}` };
}

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          aria-label="Account"
        >
          <Tab label="Profile" {...a11yProps(0)} />
          <Tab label="Security" {...a11yProps(1)} />
          <Tab label="Billing" {...a11yProps(2)} />
        </Tabs>
      </Box>
      <TabPanel value={value} index={0}>
        <Typography>Name, photo and the email address shown to others.</Typography>
      </TabPanel>
      <TabPanel value={value} index={1}>
        <Typography>
          Password, two-factor authentication and active sessions.
        </Typography>
      </TabPanel>
      <TabPanel value={value} index={2}>
        <Typography>Payment method, invoices and plan.</Typography>
      </TabPanel>
    </Box>
  );
}
