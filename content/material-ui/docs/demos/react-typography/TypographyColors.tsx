import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TypographyColors() {
  return (
    <Stack spacing={1}>
      <Typography>Inherited colour (text.primary from the page)</Typography>
      <Typography color="text.secondary">text.secondary for supporting text</Typography>
      <Typography color="primary">primary</Typography>
      <Typography color="secondary">secondary</Typography>
      <Typography color="success">success</Typography>
      <Typography color="error">error</Typography>
      <Typography sx={{ color: 'primary.dark' }}>primary.dark through sx</Typography>
    </Stack>
  );
}
