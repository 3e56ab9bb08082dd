import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function ControlledTabs() {
  const [tab, setTab] = React.useState<string | number | null>('open');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(event, value) => setTab(value)}>
        <TabList aria-label="Issues">
          <Tab value="open">Open</Tab>
          <Tab value="closed">Closed</Tab>
          <Tab value="all">All</Tab>
        </TabList>
        <TabPanel value="open">14 open issues, 3 of them assigned to you.</TabPanel>
        <TabPanel value="closed">220 issues closed in the last 30 days.</TabPanel>
        <TabPanel value="all">234 issues in this repository.</TabPanel>
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="sm" variant="outlined" onClick={() => setTab('all')}>
          Show all issues
        </Button>
        <Typography level="body-sm">Selected value: {String(tab)}</Typography>
      </Stack>
    </Stack>
  );
}
