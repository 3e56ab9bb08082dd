import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';

export default function NestedTypography() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      <Typography level="title-lg" startDecorator={<LocalShippingRounded />}>
        Order{' '}
        <Typography variant="soft" color="primary">
          #48213
        </Typography>{' '}
        has shipped
      </Typography>
      <Typography level="body-sm" startDecorator={<LocalShippingRounded />}>
        Expected on{' '}
        <Typography fontWeight="lg" textColor="text.primary">
          Thursday, April 18
        </Typography>
        , tracking number{' '}
        <Typography variant="outlined" color="neutral">
          1Z 999 AA1
        </Typography>
        .
      </Typography>
    </Stack>
  );
}
