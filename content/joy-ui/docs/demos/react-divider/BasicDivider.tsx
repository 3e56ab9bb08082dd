import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function BasicDivider() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}>
      <div>
        <Typography level="title-md">Shipping address</Typography>
        <Typography level="body-sm">12 Harbour Street, Wellington 6011</Typography>
      </div>
      <Divider />
      <div>
        <Typography level="title-md">Payment method</Typography>
        <Typography level="body-sm">Visa ending in 4242</Typography>
      </div>
    </Box>
  );
}
