import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker
          label="Between 9:00 and 17:00"
          defaultValue={dayjs('2024-04-17T18:30')}
          minTime={dayjs('2024-04-17T09:00')}
          maxTime={dayjs('2024-04-17T17:00')}
        />
        <TimeField
          label="Every 15 minutes"
          defaultValue={dayjs('2024-04-17T10:10')}
          minutesStep={15}
        />
      </Stack>
    </LocalizationProvider>
  );
}
