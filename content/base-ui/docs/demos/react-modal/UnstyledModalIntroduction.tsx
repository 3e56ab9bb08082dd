import * as React from 'react';
import { Modal as BaseModal } from '@mui/base/Modal';
import { styled } from '@mui/system';

export default function UnstyledModalIntroduction() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const handleClose = () => setOpen(false);

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Open modal
      </Button>
      <Modal open={open} onClose={handleClose} slots={{ backdrop: Backdrop }}>
        <Dialog
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
        >
          <h2 id={titleId}>Your session is about to expire</h2>
          <p id={descriptionId}>
            You will be signed out in 2 minutes. Stay signed in to keep your changes.
          </p>
          <Actions>
            <Button type="button" onClick={handleClose}>
              Sign out
            </Button>
            <PrimaryButton type="button" onClick={handleClose}>
              Stay signed in
            </PrimaryButton>
          </Actions>
        </Dialog>
      </Modal>
    </div>
  );
}

interface BackdropProps {
  open?: boolean;
  ownerState?: unknown;
  className?: string;
}

// Modal passes `open` and `ownerState` to the backdrop slot: keep them off the DOM.
const Backdrop = React.forwardRef<HTMLDivElement, BackdropProps>(
  function Backdrop(props, ref) {
    const { open, ownerState, ...other } = props;
    return <BackdropRoot ref={ref} {...other} />;
  },
);

const blue = { 200: '#99CCF3', 600: '#0072E5', 700: '#0059B2', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Modal = styled(BaseModal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const BackdropRoot = styled('div')({
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

const PrimaryButton = styled(Button)(({ theme }) => ({
  background: blue[700],
  borderColor: blue[700],
  color: '#fff',
  '&:hover': { background: blue[800] },
  ...theme.applyStyles('dark', {
    background: blue[600],
    borderColor: blue[600],
    color: '#fff',
    '&:hover': { background: blue[700] },
  }),
}));
