import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

export default function BasicFocusTrap() {
  const [open, setOpen] = React.useState(false);
  const firstNameId = React.useId();
  const lastNameId = React.useId();

  return (
    <Root>
      <Button type="button" onClick={() => setOpen(true)}>
        Edit name
      </Button>
      {open ? (
        <FocusTrap open>
          <Panel tabIndex={-1} role="group" aria-label="Edit name">
            <label htmlFor={firstNameId}>First name</label>
            <input id={firstNameId} type="text" defaultValue="Ana" />
            <label htmlFor={lastNameId}>Last name</label>
            <input id={lastNameId} type="text" defaultValue="Silva" />
            <Button type="button" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Panel>
        </FocusTrap>
      ) : null}
    </Root>
  );
}

const blue = { 200: '#99CCF3', 500: '#007FFF', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Root = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
});

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 200px',
  alignItems: 'center',
  gap: '8px 12px',
  padding: 16,
  borderRadius: 12,
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  outline: 0,
  '&:focus-visible': { boxShadow: `0 0 0 3px ${blue[200]}` },
  '& input': {
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    padding: '6px 10px',
    borderRadius: 6,
    border: `1px solid ${grey[300]}`,
    color: 'inherit',
    background: 'transparent',
    outline: 0,
    '&:focus': { borderColor: blue[500], boxShadow: `0 0 0 3px ${blue[200]}` },
  },
  '& button': { gridColumn: '2', justifySelf: 'end' },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[50],
    '& input': { borderColor: grey[700] },
    '& input:focus': { boxShadow: `0 0 0 3px ${blue[800]}` },
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
