import * as React from 'react';
import { Popper as BasePopper } from '@mui/base/Popper';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function UnstyledPopperBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  // Popper has no keyboard handling of its own: close it on Escape.
  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setAnchorEl(null);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <ClickAwayListener onClickAway={() => setAnchorEl(null)}>
      <div>
        <Button
          type="button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
        >
          Delivery details
        </Button>
        <Popper
          id={id}
          role="region"
          aria-label="Delivery details"
          open={open}
          anchorEl={anchorEl}
          placement="bottom-start"
          modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        >
          Standard shipping takes 3 to 5 business days. Orders over $50 ship free.
        </Popper>
      </div>
    </ClickAwayListener>
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

const Popper = styled(BasePopper)(({ theme }) => ({
  zIndex: 1,
  maxWidth: 260,
  padding: '12px 16px',
  borderRadius: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  lineHeight: 1.5,
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.1)',
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[50],
    boxShadow: '0 4px 12px rgba(0, 0, 0, 0.5)',
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
