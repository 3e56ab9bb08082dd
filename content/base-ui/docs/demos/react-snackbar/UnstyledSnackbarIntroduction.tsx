import * as React from 'react';
import { Snackbar as BaseSnackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

export default function UnstyledSnackbarIntroduction() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<string | null>(null);

  const handleClose = (event: unknown, reason: SnackbarCloseReason) => {
    // Keep the message when the user clicks elsewhere on the page.
    if (reason === 'clickaway') {
      return;
    }
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <Layout>
      <Button type="button" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      <Status>Last closed by: {lastReason ?? 'not closed yet'}</Status>
      <Snackbar autoHideDuration={5000} open={open} onClose={handleClose}>
        <div role="status">Draft saved. It will also be kept on this device.</div>
      </Snackbar>
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

const Snackbar = styled(BaseSnackbar)(({ theme }) => ({
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 5500,
  maxWidth: 'calc(100vw - 32px)',
  boxSizing: 'border-box',
  padding: '12px 16px',
  borderRadius: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  fontWeight: 500,
  color: '#fff',
  background: grey[900],
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
  ...theme.applyStyles('dark', {
    color: grey[900],
    background: grey[50],
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
