import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { mainNavItems, NavItem, savedReports, SAVED_REPORTS_LABEL } from './navigation';

interface NavSelection {
  /** Id of the current page's item. */
  selected: string;
  onNavigate: (id: string) => void;
}

interface SideMenuProps extends NavSelection {
  /** Content shown above the links, inside the navigation landmark (the temporary drawer's title). */
  header?: React.ReactNode;
}

interface NavListProps extends NavSelection, React.ComponentProps<typeof List> {
  items: NavItem[];
}

function NavList({ items, selected, onNavigate, ...props }: NavListProps) {
  return (
    <List dense {...props}>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              selected={isSelected}
              aria-current={isSelected ? 'page' : undefined}
              onClick={() => onNavigate(item.id)}
              sx={{ borderRadius: 1, mx: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

/** The navigation inside the drawer: the same markup serves the permanent and the temporary drawer. */
export default function SideMenu({ selected, onNavigate, header }: SideMenuProps) {
  const subheaderId = React.useId();

  return (
    <Box component="nav" aria-label="Main" sx={{ overflowY: 'auto', py: 1 }}>
      {header}
      <NavList items={mainNavItems} selected={selected} onNavigate={onNavigate} />
      <Divider sx={{ my: 1 }} />
      <NavList
        items={savedReports}
        selected={selected}
        onNavigate={onNavigate}
        aria-labelledby={subheaderId}
        subheader={
          <ListSubheader
            id={subheaderId}
            disableSticky
            sx={{ bgcolor: 'transparent', lineHeight: '36px' }}
          >
            {SAVED_REPORTS_LABEL}
          </ListSubheader>
        }
      />
    </Box>
  );
}
