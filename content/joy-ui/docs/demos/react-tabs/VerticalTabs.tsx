import * as React from 'react';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const sections = [
  { label: 'General', text: 'Workspace name, language and time zone.' },
  { label: 'Members', text: '8 members and 2 pending invitations.' },
  { label: 'Integrations', text: 'Connect the calendar, chat and storage you use.' },
  { label: 'Danger zone', text: 'Transfer or delete this workspace.' },
];

export default function VerticalTabs() {
  return (
    <Tabs
      orientation="vertical"
      defaultValue={0}
      sx={{ minWidth: 360, height: 180, borderRadius: 'sm' }}
      variant="outlined"
    >
      <TabList aria-label="Workspace settings">
        {sections.map((section) => (
          <Tab key={section.label}>{section.label}</Tab>
        ))}
      </TabList>
      {sections.map((section, index) => (
        <TabPanel key={section.label} value={index}>
          <Typography level="title-md">{section.label}</Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
