import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Easing } from '@mui/material/styles';

const curves: Array<keyof Easing> = ['easeInOut', 'easeOut', 'easeIn', 'sharp'];

export default function EasingCurves() {
  const theme = useTheme();
  const [moved, setMoved] = React.useState(false);
  return (
    <Stack spacing={2}>
      <Button variant="outlined" onClick={() => setMoved((value) => !value)} sx={{ alignSelf: 'flex-start' }}>
        {moved ? 'Move back' : 'Move'}
      </Button>
      {curves.map((curve) => (
        <div key={curve}>
          <Typography variant="body2" component="p">
            {curve} <Box component="span" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>{theme.transitions.easing[curve]}</Box>
          </Typography>
          <Box sx={{ position: 'relative', height: 16, mt: 0.5, borderRadius: 8, bgcolor: 'action.hover' }}>
            <Box
              sx={{
                position: 'absolute',
                top: 0,
                left: moved ? 'calc(100% - 16px)' : 0,
                width: 16,
                height: 16,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                // Slowed down to one second so that the curves are easy to compare.
                transition: theme.transitions.create('left', { duration: 1000, easing: theme.transitions.easing[curve] }),
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          </Box>
        </div>
      ))}
    </Stack>
  );
}
