import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationRanges() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Defaults: siblingCount 1, boundaryCount 1
      </Typography>
      <Pagination count={20} defaultPage={10} aria-label="Default range" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        siblingCount 0, boundaryCount 2, first and last buttons
      </Typography>
      <Pagination
        count={20}
        defaultPage={10}
        siblingCount={0}
        boundaryCount={2}
        showFirstButton
        showLastButton
        aria-label="Compact range"
      />
    </Stack>
  );
}
