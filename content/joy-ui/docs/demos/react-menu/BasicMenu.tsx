import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BasicMenu() {
  const [action, setAction] = React.useState<string | null>(null);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Dropdown>
        <MenuButton>Account</MenuButton>
        <Menu>
          <MenuItem onClick={() => setAction('Profile')}>Profile</MenuItem>
          <MenuItem onClick={() => setAction('Billing')}>Billing</MenuItem>
          <MenuItem onClick={() => setAction('Sign out')}>Sign out</MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm">
        {action ? `You chose: ${action}` : 'Nothing chosen yet'}
      </Typography>
    </Stack>
  );
}
