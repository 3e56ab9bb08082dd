import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ShareIcon from '@mui/icons-material/Share';

export default function MediaQueryReplacement() {
  const theme = useTheme();
  // true from the md breakpoint (900px) up
  const isMdUp = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {isMdUp ? 'Wide screen: the full button is mounted.' : 'Narrow screen: only the icon is mounted.'}
      </Typography>
      {isMdUp ? (
        <Button variant="outlined" startIcon={<ShareIcon />}>
          Share
        </Button>
      ) : (
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
      )}
    </Stack>
  );
}
