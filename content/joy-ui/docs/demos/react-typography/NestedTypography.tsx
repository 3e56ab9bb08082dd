import * as React from 'react';
import Typography from '@mui/joy/Typography';

export default function NestedTypography() {
  return (
    <Typography level="body-lg" sx={{ maxWidth: 480 }}>
      Your trial ends in{' '}
      <Typography color="warning" fontWeight="lg">
        3 days
      </Typography>
      . Upgrade to keep your{' '}
      <Typography variant="soft" color="primary">
        12 projects
      </Typography>{' '}
      and their history. Prices are shown in{' '}
      <Typography level="body-sm" textColor="text.tertiary">
        USD, before tax
      </Typography>
      .
    </Typography>
  );
}
