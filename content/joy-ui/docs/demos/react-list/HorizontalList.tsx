import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Home from '@mui/icons-material/Home';

const links = [
  { label: 'Installation', href: '/joy-ui/getting-started/installation/' },
  { label: 'Usage', href: '/joy-ui/getting-started/usage/' },
  { label: 'Theme colors', href: '/joy-ui/customization/theme-colors/' },
];

export default function HorizontalList() {
  return (
    <nav aria-label="Joy UI guides">
      <List
        orientation="horizontal"
        variant="outlined"
        sx={{ flexGrow: 0, '--List-radius': '8px', '--List-padding': '4px' }}
      >
        <ListItem>
          <ListItemButton
            component="a"
            href="/joy-ui/getting-started/"
            aria-label="Overview"
          >
            <ListItemDecorator sx={{ minInlineSize: 'auto' }}>
              <Home />
            </ListItemDecorator>
          </ListItemButton>
        </ListItem>
        <ListDivider aria-hidden="true" />
        {links.map((link) => (
          <ListItem key={link.href}>
            <ListItemButton component="a" href={link.href}>
              {link.label}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
