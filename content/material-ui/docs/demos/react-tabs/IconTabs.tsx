import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhoneIcon from '@mui/icons-material/Phone';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PersonPinIcon from '@mui/icons-material/PersonPin';

export default function IconTabs() {
  const [iconOnly, setIconOnly] = React.useState(0);
  const [withLabel, setWithLabel] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {/* Icon-only tabs need an accessible name. */}
      <Tabs
        value={iconOnly}
        onChange={(event, v: number) => setIconOnly(v)}
        aria-label="Contacts"
      >
        <Tab icon={<PhoneIcon />} aria-label="Calls" />
        <Tab icon={<FavoriteIcon />} aria-label="Favourites" />
        <Tab icon={<PersonPinIcon />} aria-label="Nearby" />
      </Tabs>
      <Tabs
        value={withLabel}
        onChange={(event, v: number) => setWithLabel(v)}
        aria-label="Contacts with labels"
      >
        <Tab icon={<PhoneIcon />} label="Calls" />
        <Tab icon={<FavoriteIcon />} iconPosition="start" label="Favourites" />
        <Tab icon={<PersonPinIcon />} iconPosition="end" label="Nearby" />
      </Tabs>
    </Stack>
  );
}
