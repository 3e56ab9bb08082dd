import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'General', text: 'Language, time zone and start page.' },
  { label: 'Notifications', text: 'Choose which events send you an email.' },
  { label: 'Privacy', text: 'Control who can see your activity.' },
  { label: 'Storage', text: '12 GB of 100 GB used.' },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box
      sx={{
        display: 'flex',
        width: '100%',
        height: 220,
        bgcolor: 'background.paper',
      }}
    >
      <Tabs
        orientation="vertical"
        variant="scrollable"
        value={value}
        onChange={(event, newValue: number) => setValue(newValue)}
        aria-label="Settings"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`vertical-tab-${index}`}
            aria-controls={`vertical-tabpanel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`vertical-tabpanel-${index}`}
          aria-labelledby={`vertical-tab-${index}`}
          sx={{ p: 3 }}
        >
          {value === index && <Typography>{section.text}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
