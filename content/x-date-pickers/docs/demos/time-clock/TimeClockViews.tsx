import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="center">
        <TimeClock
          defaultValue={dayjs('2024-04-17T10:20:45')}
          views={['minutes', 'seconds']}
          ampm={false}
        />
        <TimeClock
          defaultValue={dayjs('2024-04-17T22:00')}
          views={['hours']}
          ampmInClock
        />
      </Stack>
    </LocalizationProvider>
  );
}
