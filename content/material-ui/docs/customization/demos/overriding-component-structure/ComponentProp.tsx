import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ComponentProp() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* Styled as an h6, but a paragraph in the document outline. */}
      <Typography variant="h6" component="p">
        An h6 style on a p element
      </Typography>
      {/* A Button that is a real link: it navigates and opens in a new tab on middle click. */}
      <Button variant="outlined" component="a" href="#the-component-prop">
        Button rendered as an anchor
      </Button>
      {/* A list that is a navigation landmark, with links as items. */}
      <List component="nav" aria-label="Page sections" dense sx={{ width: 240, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <ListItemButton component="a" href="#slots">
          <ListItemText primary="Slots" />
        </ListItemButton>
        <ListItemButton component="a" href="#slot-props">
          <ListItemText primary="Slot props" />
        </ListItemButton>
      </List>
    </Stack>
  );
}
