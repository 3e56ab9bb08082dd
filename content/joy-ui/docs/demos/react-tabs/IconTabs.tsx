import * as React from 'react';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import HomeRounded from '@mui/icons-material/HomeRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

const items = [
  { label: 'Home', icon: <HomeRounded /> },
  { label: 'Search', icon: <SearchRounded /> },
  { label: 'Alerts', icon: <NotificationsRounded /> },
  { label: 'Profile', icon: <PersonRounded /> },
];

export default function IconTabs() {
  return (
    <Tabs
      defaultValue={0}
      size="sm"
      sx={{ width: '100%', maxWidth: 400, borderRadius: 'lg' }}
      variant="outlined"
    >
      <TabList aria-label="App sections" tabFlex={1} underlinePlacement="top">
        {items.map((item, index) => (
          <Tab
            key={item.label}
            value={index}
            orientation="vertical"
            indicatorPlacement="top"
            indicatorInset
          >
            <ListItemDecorator>{item.icon}</ListItemDecorator>
            {item.label}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
