import * as React from 'react';
import { styled } from '@mui/system';

type Status = 'online' | 'away' | 'offline';

interface StatusPillProps {
  status: Status;
}

const StatusPill = styled('span', {
  // `status` only drives the styles; keep it off the <span>.
  shouldForwardProp: (prop) => prop !== 'status',
})<StatusPillProps>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  color: '#ffffff',
  fontSize: 14,
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
  },
  variants: [
    { props: { status: 'online' }, style: { backgroundColor: '#1a7f37' } },
    { props: { status: 'away' }, style: { backgroundColor: '#9a4d00' } },
    { props: { status: 'offline' }, style: { backgroundColor: '#59636e' } },
  ],
}));

const statuses: Status[] = ['online', 'away', 'offline'];

export default function StyledProps() {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {statuses.map((status) => (
        <StatusPill key={status} status={status}>
          {status}
        </StatusPill>
      ))}
    </div>
  );
}
