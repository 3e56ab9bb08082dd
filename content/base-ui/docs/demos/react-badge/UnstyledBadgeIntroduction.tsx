import * as React from 'react';
import { Badge as BaseBadge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

export default function UnstyledBadgeIntroduction() {
  return (
    <Badge badgeContent={5} slotProps={{ badge: { 'aria-hidden': true } }}>
      <IconButton type="button" aria-label="Notifications, 5 unread">
        <BellIcon />
      </IconButton>
    </Badge>
  );
}

function BellIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2Z" />
    </svg>
  );
}

const blue = { 200: '#99CCF3', 600: '#0072E5', 700: '#0059B2', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Badge = styled(BaseBadge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  lineHeight: 1,
  [`& .${badgeClasses.badge}`]: {
    position: 'absolute',
    top: 0,
    right: 0,
    zIndex: 1,
    minWidth: 22,
    height: 22,
    padding: '0 6px',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 11,
    fontFamily: "'IBM Plex Sans', sans-serif",
    fontSize: '0.75rem',
    fontWeight: 600,
    color: '#fff',
    background: blue[700],
    boxShadow: '0 0 0 2px #fff',
    transform: 'translate(50%, -50%)',
    transformOrigin: '100% 0',
    ...theme.applyStyles('dark', {
      background: blue[600],
      boxShadow: `0 0 0 2px ${grey[900]}`,
    }),
  },
  [`& .${badgeClasses.invisible}`]: {
    opacity: 0,
    transform: 'translate(50%, -50%) scale(0)',
  },
}));

const IconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: 12,
  cursor: 'pointer',
  background: grey[50],
  border: `1px solid ${grey[200]}`,
  color: grey[700],
  '&:hover': { background: '#fff' },
  '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 4px ${blue[200]}` },
  ...theme.applyStyles('dark', {
    background: grey[800],
    borderColor: grey[700],
    color: grey[300],
    '&:hover': { background: grey[700] },
    '&:focus-visible': { boxShadow: `0 0 0 4px ${blue[800]}` },
  }),
}));
