import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

export default function CssTransitionPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  return (
    <div>
      <Button
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} storage details
      </Button>
      <Popup
        id={id}
        role="region"
        aria-label="Storage"
        open={open}
        anchor={anchor}
        offset={8}
        // Keep the popup mounted: in this version, Popup plays exit transitions only
        // when it stays in the DOM after closing.
        keepMounted
      >
        <Panel
          enterClassName="open"
          exitClassName="closed"
          lastTransitionedPropertyOnExit="transform"
        >
          You are using 6.2 GB of your 15 GB of storage.
        </Panel>
      </Popup>
    </div>
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

const Panel = styled(CssTransition)(({ theme }) => ({
  maxWidth: 240,
  padding: '12px 16px',
  borderRadius: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.1)',
  transformOrigin: 'top',
  transition: 'opacity 150ms ease-out, transform 150ms ease-out',
  '&.closed': { opacity: 0, transform: 'scale(0.9)' },
  '&.open': { opacity: 1, transform: 'scale(1)' },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[50],
  }),
}));

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
