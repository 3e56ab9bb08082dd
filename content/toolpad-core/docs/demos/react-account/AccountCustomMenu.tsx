import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppProvider, type Session } from '@toolpad/core/AppProvider';
import {
  Account,
  AccountPopoverFooter,
  AccountPopoverHeader,
  AccountPreview,
  SignOutButton,
} from '@toolpad/core/Account';

const DEMO_SESSION: Session = {
  user: { name: 'Ravi Patel', email: 'ravi.patel@example.com' },
};

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

function AccountMenu() {
  return (
    <Stack direction="column">
      <AccountPopoverHeader>
        <AccountPreview variant="expanded" />
      </AccountPopoverHeader>
      <Divider />
      <MenuList dense>
        <MenuItem>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Profile</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Preferences</ListItemText>
        </MenuItem>
      </MenuList>
      <Divider />
      <AccountPopoverFooter>
        <SignOutButton />
      </AccountPopoverFooter>
    </Stack>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function AccountCustomMenu(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();
  const [session, setSession] = React.useState<Session | null>(DEMO_SESSION);

  const authentication = React.useMemo(
    () => ({
      signIn: () => setSession(DEMO_SESSION),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <AppProvider
      session={session}
      authentication={authentication}
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <Stack spacing={2} sx={{ p: 2, maxWidth: 320 }}>
        <Typography variant="body2" color="text.secondary">
          The expanded preview suits a sidebar. Open its menu with the button on the
          right.
        </Typography>
        <Account
          slots={{ popoverContent: AccountMenu }}
          slotProps={{
            preview: {
              variant: 'expanded',
              slotProps: { moreIconButton: { 'aria-label': 'Account menu' } },
            },
            signInButton: { variant: 'outlined' },
          }}
          localeText={{ signInLabel: 'Sign in', signOutLabel: 'Sign out' }}
        />
      </Stack>
    </AppProvider>
  );
}
