import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="After check-in (Apr 17, 14:00)"
          defaultValue={dayjs('2024-04-17T16:00')}
          minDateTime={dayjs('2024-04-17T14:00')}
        />
        <DateTimePicker
          label="Office hours every day"
          defaultValue={dayjs('2024-04-17T10:00')}
          minTime={dayjs('2024-04-17T09:00')}
          maxTime={dayjs('2024-04-17T17:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
