import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';

function useMounted() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted;
}

export default function CurrentColorScheme() {
  const { mode, systemMode, colorScheme } = useColorScheme();
  // The server cannot read localStorage or the system preference: wait for the
  // first client render to show them, so the hydrated markup matches the server's.
  const mounted = useMounted();

  const rows = [
    { label: 'mode', value: mode },
    { label: 'systemMode', value: systemMode },
    { label: 'colorScheme', value: colorScheme },
  ];

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 1,
        m: 0,
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      {rows.map((row) => (
        <React.Fragment key={row.label}>
          <Typography component="dt" sx={{ fontFamily: 'monospace' }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 'medium' }}>
            {mounted ? (row.value ?? 'undefined') : '…'}
          </Typography>
        </React.Fragment>
      ))}
    </Box>
  );
}
