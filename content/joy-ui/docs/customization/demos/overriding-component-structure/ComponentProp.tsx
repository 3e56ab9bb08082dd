import * as React from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Stack from '@mui/joy/Stack';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';

export default function ComponentProp() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {/* A link that looks like a button: it renders an <a> with an href. */}
      <Button
        component="a"
        href="/joy-ui/api/button/"
        variant="outlined"
        endDecorator={<OpenInNewRounded />}
      >
        Button API
      </Button>
      {/* A list rendered as a navigation landmark, with links for items. */}
      <List
        component="nav"
        aria-label="Customization guides"
        orientation="horizontal"
        sx={{ flexGrow: 0 }}
      >
        <ListItem>
          <ListItemButton component="a" href="/joy-ui/customization/theme-colors/">
            Colors
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton
            component="a"
            href="/joy-ui/customization/theme-typography/"
          >
            Typography
          </ListItemButton>
        </ListItem>
      </List>
    </Stack>
  );
}
