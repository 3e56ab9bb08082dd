import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import {
  MenuButton as BaseMenuButton,
  menuButtonClasses,
} from '@mui/base/MenuButton';
import { MenuItem as BaseMenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

export default function UnstyledMenuIntroduction() {
  const [lastAction, setLastAction] = React.useState('None yet');
  const handleAction = (action: string) => () => setLastAction(action);

  return (
    <Layout>
      <Dropdown>
        <MenuButton>My account</MenuButton>
        <Menu slots={{ listbox: Listbox }}>
          <MenuItem onClick={handleAction('Profile')}>Profile</MenuItem>
          <MenuItem onClick={handleAction('Language settings')}>
            Language settings
          </MenuItem>
          <MenuItem disabled>Billing</MenuItem>
          <MenuItem onClick={handleAction('Log out')}>Log out</MenuItem>
        </Menu>
      </Dropdown>
      <Status>Last action: {lastAction}</Status>
    </Layout>
  );
}

const blue = { 200: '#99CCF3', 600: '#0072E5', 700: '#0059B2', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  100: '#E5EAF2',
  200: '#DAE2ED',
  400: '#B0B8C4',
  600: '#6B7A90',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
});

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[700],
  ...theme.applyStyles('dark', { color: grey[200] }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  boxSizing: 'border-box',
  padding: 6,
  margin: '8px 0',
  minWidth: 200,
  borderRadius: 12,
  overflow: 'auto',
  outline: 0,
  listStyle: 'none',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  boxShadow: '0 4px 30px rgba(0, 0, 0, 0.1)',
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[100],
    boxShadow: '0 4px 30px rgba(0, 0, 0, 0.5)',
  }),
}));

const MenuItem = styled(BaseMenuItem)(({ theme }) => ({
  listStyle: 'none',
  padding: 8,
  borderRadius: 8,
  cursor: 'default',
  userSelect: 'none',
  '&:last-of-type': { borderBottom: 'none' },
  '&:focus': { outline: 0 },
  [`&:hover:not(.${menuItemClasses.disabled}), &:focus`]: {
    backgroundColor: grey[100],
    color: grey[900],
  },
  [`&.${menuItemClasses.focusVisible}`]: {
    outline: `3px solid ${blue[200]}`,
  },
  [`&.${menuItemClasses.disabled}`]: { color: grey[400] },
  ...theme.applyStyles('dark', {
    [`&:hover:not(.${menuItemClasses.disabled}), &:focus`]: {
      backgroundColor: grey[800],
      color: grey[50],
    },
    [`&.${menuItemClasses.focusVisible}`]: { outlineColor: blue[600] },
    [`&.${menuItemClasses.disabled}`]: { color: grey[600] },
  }),
}));

const MenuButton = styled(BaseMenuButton)(({ theme }) => ({
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontWeight: 600,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  cursor: 'pointer',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.05)',
  transition: 'background-color 120ms',
  '&:hover': { background: grey[50] },
  [`&.${menuButtonClasses.active}`]: { background: grey[100] },
  '&:focus-visible': {
    outline: 'none',
    boxShadow: `0 0 0 4px ${blue[200]}`,
  },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[200],
    '&:hover': { background: grey[800] },
    [`&.${menuButtonClasses.active}`]: { background: grey[700] },
    '&:focus-visible': { boxShadow: `0 0 0 4px ${blue[800]}` },
  }),
}));
