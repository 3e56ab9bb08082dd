import * as React from 'react';
import { Unstable_Popup as BasePopup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function UnstyledPopupIntroduction() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div>
        <Button
          type="button"
          ref={setAnchor}
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(!open)}
        >
          Keyboard shortcuts
        </Button>
        <Popup
          id={id}
          role="region"
          aria-label="Keyboard shortcuts"
          open={open}
          anchor={anchor}
          placement="bottom-start"
          offset={8}
        >
          <dl>
            <dt>Ctrl + K</dt>
            <dd>Search</dd>
            <dt>Ctrl + S</dt>
            <dd>Save</dd>
            <dt>Shift + ?</dt>
            <dd>Show this list</dd>
          </dl>
        </Popup>
      </div>
    </ClickAwayListener>
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

const Popup = styled(BasePopup)(({ theme }) => ({
  zIndex: 1,
  width: 220,
  padding: '12px 16px',
  borderRadius: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.1)',
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: '8px 16px',
    margin: 0,
  },
  '& dt': { fontFamily: 'monospace', fontWeight: 600 },
  '& dd': { margin: 0, color: grey[700] },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[50],
    boxShadow: '0 4px 12px rgba(0, 0, 0, 0.5)',
    '& dd': { color: grey[300] },
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
