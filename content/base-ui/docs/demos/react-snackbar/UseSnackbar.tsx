import * as React from 'react';
import { useSnackbar, SnackbarCloseReason } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function UseSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<string | null>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);

  const handleClose = (event: unknown, reason: SnackbarCloseReason | 'dismiss') => {
    setLastReason(reason);
    setOpen(false);
  };

  const { getRootProps, onClickAway } = useSnackbar({
    open,
    onClose: handleClose,
    autoHideDuration: 6000,
  });

  const handleDismiss = () => {
    handleClose(null, 'dismiss');
    // The focused Dismiss button disappears: send focus back to the trigger.
    triggerRef.current?.focus();
  };

  return (
    <Layout>
      <Button type="button" ref={triggerRef} onClick={() => setOpen(true)}>
        Show notification
      </Button>
      <Status>Last closed by: {lastReason ?? 'not closed yet'}</Status>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <Notification {...getRootProps()}>
            <p role="status">Ana Silva replied to your comment.</p>
            <Button type="button" onClick={handleDismiss}>
              Dismiss
            </Button>
          </Notification>
        </ClickAwayListener>
      ) : null}
    </Layout>
  );
}

const blue = { 200: '#99CCF3', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
});

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: grey[700],
  ...theme.applyStyles('dark', { color: grey[200] }),
}));

const Notification = styled('div')(({ theme }) => ({
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 5500,
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  maxWidth: 'calc(100vw - 32px)',
  boxSizing: 'border-box',
  padding: '8px 8px 8px 16px',
  borderRadius: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
  '& p': { margin: 0, fontWeight: 500 },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[50],
    boxShadow: '0 4px 12px rgba(0, 0, 0, 0.5)',
  }),
}));

const Button = styled('button')(({ theme }) => ({
  fontFamily: 'inherit',
  fontWeight: 600,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  cursor: 'pointer',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  '&:hover': { background: grey[50] },
  '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 4px ${blue[200]}` },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[200],
    '&:hover': { background: grey[800] },
    '&:focus-visible': { boxShadow: `0 0 0 4px ${blue[800]}` },
  }),
}));
