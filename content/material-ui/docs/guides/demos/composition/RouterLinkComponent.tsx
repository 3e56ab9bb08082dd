import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

// A stand-in for a router: a context with the current path and a navigate function.
interface Router {
  path: string;
  navigate: (to: string) => void;
}

const RouterContext = React.createContext<Router>({ path: '/material-ui/react-list/', navigate: () => {} });

interface RouterLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

// Defined once, outside any component, and forwards its ref. This stand-in router only records the path: the
// links point at real pages, but a click stays on this page.
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ to, onClick, children, ...other }, ref) {
  const { navigate } = React.useContext(RouterContext);
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    >
      {children}
    </a>
  );
});

const routes = [
  { to: '/material-ui/react-list/', label: 'List', icon: <InboxIcon /> },
  { to: '/material-ui/react-button/', label: 'Button', icon: <SendIcon /> },
];

export default function RouterLinkComponent() {
  const [path, navigate] = React.useState('/material-ui/react-list/');
  const router = React.useMemo(() => ({ path, navigate }), [path]);

  return (
    <RouterContext.Provider value={router}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Paper variant="outlined" sx={{ width: { sm: 200 } }}>
          <List component="nav" aria-label="Component pages">
            {routes.map((route) => (
              <ListItemButton key={route.to} component={RouterLink} to={route.to} selected={path === route.to} aria-current={path === route.to ? 'page' : undefined}>
                <ListItemIcon>{route.icon}</ListItemIcon>
                <ListItemText primary={route.label} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            Current route: <code>{path}</code>
          </Typography>
          <Button component={RouterLink} to="/material-ui/react-dialog/" variant="contained">
            Dialog
          </Button>
        </Stack>
      </Stack>
    </RouterContext.Provider>
  );
}
