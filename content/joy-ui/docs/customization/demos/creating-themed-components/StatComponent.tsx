import * as React from 'react';
import Stack from '@mui/joy/Stack';
import { Stat } from './stat';

export default function StatComponent() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stat value="1,284" unit="Orders this week" />
      <Stat value="99.95%" unit="Uptime" variant="solid" />
    </Stack>
  );
}
