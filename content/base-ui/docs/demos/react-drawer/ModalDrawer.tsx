import * as React from 'react';
import { Modal as BaseModal } from '@mui/base/Modal';
import { styled } from '@mui/system';

const sections = ['Overview', 'Projects', 'Team', 'Billing', 'Settings'];

export default function ModalDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Overview');
  const titleId = React.useId();

  return (
    <Layout>
      <Button type="button" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <p>Current page: {current}</p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: Backdrop }}
      >
        <Panel role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId}>Acme workspace</h2>
          <nav aria-label="Main">
            {sections.map((section) => (
              <NavButton
                key={section}
                type="button"
                aria-current={section === current ? 'page' : undefined}
                onClick={() => {
                  setCurrent(section);
                  setOpen(false);
                }}
              >
                {section}
              </NavButton>
            ))}
          </nav>
        </Panel>
      </Modal>
    </Layout>
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

const blue = {
  50: '#F0F7FF',
  200: '#99CCF3',
  400: '#3399FF',
  700: '#0059B2',
  800: '#004C99',
};
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Layout = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[700],
  '& p': { margin: 0 },
  ...theme.applyStyles('dark', { color: grey[200] }),
}));

const Modal = styled(BaseModal)({ position: 'fixed', inset: 0, zIndex: 1300 });

const BackdropRoot = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgba(0, 0, 0, 0.5)',
});

const Panel = styled('div')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: 0,
  width: 260,
  boxSizing: 'border-box',
  padding: 16,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  background: '#fff',
  color: grey[900],
  boxShadow: '4px 0 24px rgba(0, 0, 0, 0.2)',
  outline: 0,
  '& h2': { margin: '4px 8px 16px', fontSize: '1rem' },
  '& nav': { display: 'flex', flexDirection: 'column', gap: 2 },
  ...theme.applyStyles('dark', { background: grey[900], color: grey[50] }),
}));

const NavButton = styled('button')(({ theme }) => ({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  textAlign: 'left',
  padding: '8px 12px',
  border: 'none',
  borderRadius: 8,
  cursor: 'pointer',
  color: 'inherit',
  background: 'transparent',
  '&:hover': { background: grey[50] },
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  '&[aria-current="page"]': {
    fontWeight: 600,
    color: blue[700],
    background: blue[50],
  },
  ...theme.applyStyles('dark', {
    '&:hover': { background: grey[800] },
    '&:focus-visible': { outlineColor: blue[800] },
    '&[aria-current="page"]': { color: '#fff', background: grey[800] },
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
