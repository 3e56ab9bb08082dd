import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function DisabledTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Tabs
        value={value}
        onChange={(event, newValue: number) => setValue(newValue)}
        variant="fullWidth"
        aria-label="Report"
      >
        <Tab label="Summary" />
        <Tab label="Details" />
        <Tab label="Export" disabled />
      </Tabs>
    </Box>
  );
}
