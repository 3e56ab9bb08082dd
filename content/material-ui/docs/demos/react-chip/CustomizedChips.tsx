import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = ['Design', 'Frontend', 'Accessibility'];

export default function CustomizedChips() {
  return (
    <Stack direction="row" spacing={1}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          label={tag}
          sx={{
            borderRadius: 1,
            height: 28,
            fontWeight: 600,
            bgcolor: '#e0f2f1',
            color: '#004d40',
            border: '1px solid #80cbc4',
          }}
        />
      ))}
    </Stack>
  );
}
