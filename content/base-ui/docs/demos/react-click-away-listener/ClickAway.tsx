import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function ClickAway() {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Root>
        <Button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((prev) => !prev)}
        >
          Filters
        </Button>
        <Panel id={panelId} hidden={!open}>
          Click anywhere outside the button and this box to close it.
        </Panel>
      </Root>
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

const Root = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 8,
  minWidth: 280,
});

const Panel = styled('div')(({ theme }) => ({
  maxWidth: 280,
  padding: '12px 16px',
  borderRadius: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
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
