import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function BasicPagination() {
  // Each pagination is a navigation landmark, so each gets its own label.
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Pagination count={10} aria-label="Standard pagination" />
      <Pagination count={10} color="primary" aria-label="Primary pagination" />
      <Pagination
        count={10}
        variant="outlined"
        shape="rounded"
        color="secondary"
        aria-label="Outlined rounded pagination"
      />
      <Pagination
        count={10}
        size="small"
        disabled
        aria-label="Disabled pagination"
      />
    </Stack>
  );
}
