import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const pageSize = 3;
const fruits = [
  'Apple',
  'Banana',
  'Cherry',
  'Date',
  'Elderberry',
  'Fig',
  'Grape',
  'Honeydew',
];

export default function ControlledPagination() {
  const [page, setPage] = React.useState(1);
  const count = Math.ceil(fruits.length / pageSize);
  const visible = fruits.slice((page - 1) * pageSize, page * pageSize);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>
        Page {page} of {count}: {visible.join(', ')}
      </Typography>
      <Pagination
        count={count}
        page={page}
        onChange={(event, value) => setPage(value)}
        color="primary"
        aria-label="Fruit pages"
      />
    </Stack>
  );
}
