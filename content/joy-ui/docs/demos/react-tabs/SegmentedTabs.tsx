import * as React from 'react';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

export default function SegmentedTabs() {
  return (
    <Tabs defaultValue={0} sx={{ bgcolor: 'transparent', width: 'fit-content' }}>
      <TabList
        aria-label="Billing period"
        disableUnderline
        sx={{
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            boxShadow: 'sm',
            bgcolor: 'background.surface',
          },
        }}
      >
        <Tab value={0} disableIndicator>Monthly</Tab>
        <Tab value={1} disableIndicator>Yearly</Tab>
        <Tab value={2} disableIndicator>Lifetime</Tab>
      </TabList>
    </Tabs>
  );
}
