import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';

const areaSx = {
  p: 2,
  mt: 1,
  minHeight: 88,
  border: '1px dashed',
  borderColor: 'divider',
  borderRadius: 1,
} as const;

export default function SimplePortal() {
  const [show, setShow] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <Button variant="outlined" onClick={() => setShow(!show)}>
        {show ? 'Unmount children' : 'Mount children'}
      </Button>
      <Box sx={areaSx}>
        It looks like I will render here.
        {show ? (
          <Portal container={() => container.current}>
            <Box component="span" sx={{ color: 'primary.main', fontWeight: 'medium' }}>
              But I actually render here!
            </Box>
          </Portal>
        ) : null}
      </Box>
      <Box sx={areaSx} ref={container} />
    </div>
  );
}
