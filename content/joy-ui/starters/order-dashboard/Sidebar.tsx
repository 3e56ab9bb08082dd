import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import QuestionAnswerRoundedIcon from '@mui/icons-material/QuestionAnswerRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import ShoppingCartRoundedIcon from '@mui/icons-material/ShoppingCartRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';

const LINKS = [
  { label: 'Home', href: '#', icon: <HomeRoundedIcon /> },
  { label: 'Analytics', href: '#', icon: <BarChartRoundedIcon /> },
  {
    label: 'Orders',
    href: '#',
    icon: <ShoppingCartRoundedIcon />,
    current: true,
  },
  { label: 'Products', href: '#', icon: <Inventory2RoundedIcon /> },
  { label: 'Tasks', href: '#', icon: <AssignmentRoundedIcon />, count: 4 },
  { label: 'Customers', href: '#', icon: <GroupRoundedIcon /> },
  {
    label: 'Messages',
    href: '#',
    icon: <QuestionAnswerRoundedIcon />,
    count: 12,
  },
];

/**
 * The app's navigation: the store's name, its sections (the current one marked for
 * assistive technologies with aria-current), settings and the signed-in user.
 * Shown beside the page from the md breakpoint up, in a drawer below it.
 */
export default function Sidebar() {
  return (
    <Box
      component="nav"
      aria-label="Store"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%', p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StorefrontRoundedIcon color="primary" sx={{ fontSize: 28 }} />
        <Typography level="title-lg" component="span">
          Acme Supply
        </Typography>
      </Box>
      <List
        size="sm"
        sx={{
          '--ListItem-radius': 'var(--joy-radius-sm)',
          '--List-gap': '4px',
          flex: 'none',
        }}
      >
        {LINKS.map((link) => (
          <ListItem key={link.label}>
            <ListItemButton
              component="a"
              href={link.href}
              selected={Boolean(link.current)}
              aria-current={link.current ? 'page' : undefined}
            >
              <ListItemDecorator>{link.icon}</ListItemDecorator>
              <ListItemContent>{link.label}</ListItemContent>
              {link.count ? (
                <Chip size="sm" color="primary" variant="solid">
                  {link.count}
                </Chip>
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <List
        size="sm"
        sx={{ mt: 'auto', flexGrow: 0, '--ListItem-radius': 'var(--joy-radius-sm)' }}
      >
        <ListItem>
          <ListItemButton component="a" href="#">
            <ListItemDecorator>
              <SettingsRoundedIcon />
            </ListItemDecorator>
            Settings
          </ListItemButton>
        </ListItem>
      </List>
      <Divider />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Avatar variant="soft" size="sm">
          SA
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-sm">Siriwat Arun</Typography>
          <Typography level="body-xs" noWrap>
            siriwat@acme.example
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
