import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';
import { keyframes, styled } from '@mui/system';

export default function CssAnimationPopup() {
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
        {open ? 'Hide' : 'Show'} release notes
      </Button>
      <Popup
        id={id}
        role="region"
        aria-label="Release notes"
        open={open}
        anchor={anchor}
        offset={8}
        keepMounted
      >
        <Panel
          enterClassName="open"
          exitClassName="closed"
          enterAnimationName={slideIn.name}
          exitAnimationName={slideOut.name}
        >
          Version 2.4 adds dark mode and keyboard shortcuts.
        </Panel>
      </Popup>
    </div>
  );
}

const slideIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(-8px);
  }
`;

const slideOut = keyframes`
  to {
    opacity: 0;
    transform: translateY(-8px);
  }
`;

const blue = { 200: '#99CCF3', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Panel = styled(CssAnimation)(({ theme }) => ({
  maxWidth: 240,
  padding: '12px 16px',
  borderRadius: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.1)',
  '&.open': { animation: `${slideIn} 200ms ease-out` },
  '&.closed': { animation: `${slideOut} 150ms ease-in forwards` },
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
