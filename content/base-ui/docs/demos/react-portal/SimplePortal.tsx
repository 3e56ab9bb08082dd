import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function SimplePortal() {
  const [show, setShow] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);

  return (
    <Root>
      <Button type="button" onClick={() => setShow(!show)}>
        {show ? 'Unmount children' : 'Mount children'}
      </Button>
      <Box>
        It looks like I will render here.
        {show ? (
          <Portal container={() => container.current}>
            <span>But I actually render here!</span>
          </Portal>
        ) : null}
      </Box>
      <Box ref={container} />
    </Root>
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
  gap: 12,
  width: 320,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
});

const Box = styled('div')(({ theme }) => ({
  minHeight: 20,
  padding: '12px 16px',
  borderRadius: 8,
  border: `1px dashed ${grey[200]}`,
  color: grey[900],
  ...theme.applyStyles('dark', { borderColor: grey[700], color: grey[50] }),
}));

const Button = styled('button')(({ theme }) => ({
  alignSelf: 'flex-start',
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
