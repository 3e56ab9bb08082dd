import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

interface LinkTabProps {
  label: string;
  href: string;
  selected?: boolean;
}

// Tabs passes `selected` to each child; forward it to Tab and expose it as aria-current.
function LinkTab(props: LinkTabProps) {
  return (
    <Tab
      component="a"
      // The demo stays on this page; in an app, let the browser or your router navigate.
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) =>
        event.preventDefault()
      }
      aria-current={props.selected ? 'page' : undefined}
      {...props}
    />
  );
}

export default function NavTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box component="nav" aria-label="Project sections" sx={{ width: '100%' }}>
      <Tabs value={value} onChange={(event, newValue: number) => setValue(newValue)}>
        <LinkTab label="Overview" href="/material-ui/react-tabs/" />
        <LinkTab label="Issues" href="/material-ui/react-menu/" />
        <LinkTab label="Settings" href="/material-ui/react-drawer/" />
      </Tabs>
    </Box>
  );
}
