import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ width: 240 }}>
      <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
        Uploaded
      </Sheet>
      <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
        Processing
      </Sheet>
      <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
        Published
      </Sheet>
    </Stack>
  );
}
