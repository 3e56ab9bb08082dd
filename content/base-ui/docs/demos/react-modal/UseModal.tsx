import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

export default function UseModal() {
  const [open, setOpen] = React.useState(false);
  const [devices, setDevices] = React.useState(3);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const handleClose = () => setOpen(false);

  return (
    <Layout>
      <Status>
        Signed in on {devices === 1 ? 'this device only' : `${devices} devices`}
      </Status>
      <Button type="button" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <CustomModal open={open} onClose={handleClose}>
        <Dialog
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
        >
          <h2 id={titleId}>Sign out of all other devices?</h2>
          <p id={descriptionId}>
            You will need to sign in again on your phone and your tablet.
          </p>
          <Actions>
            <Button type="button" onClick={handleClose}>
              Cancel
            </Button>
            <Button
              type="button"
              onClick={() => {
                setDevices(1);
                handleClose();
              }}
            >
              Sign out
            </Button>
          </Actions>
        </Dialog>
      </CustomModal>
    </Layout>
  );
}

function CustomModal(props: {
  open: boolean;
  onClose: () => void;
  children: React.ReactElement;
}) {
  const { open, onClose, children } = props;
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({
    open,
    onClose,
    children,
    rootRef: null,
  });
  if (!open) {
    return null;
  }
  // `getBackdropProps` also returns `open`, which the backdrop element does not need.
  const { open: backdropOpen, ...backdropProps } = getBackdropProps();
  return (
    <Portal ref={portalRef}>
      <Root {...getRootProps()}>
        <Backdrop {...backdropProps} />
        <FocusTrap open isEnabled={isTopModal}>
          {children}
        </FocusTrap>
      </Root>
    </Portal>
  );
}

const blue = { 200: '#99CCF3', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  300: '#C7D0DD',
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

const Root = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgba(0, 0, 0, 0.5)',
});

const Dialog = styled('div')(({ theme }) => ({
  width: 400,
  maxWidth: 'calc(100vw - 32px)',
  boxSizing: 'border-box',
  padding: 24,
  borderRadius: 12,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  lineHeight: 1.5,
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
  outline: 0,
  '& h2': { margin: 0, fontSize: '1.125rem', lineHeight: 1.4 },
  '& p': { margin: '8px 0 0', color: grey[700] },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[50],
    '& p': { color: grey[300] },
  }),
}));

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: 24,
});

const Button = styled('button')(({ theme }) => ({
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
