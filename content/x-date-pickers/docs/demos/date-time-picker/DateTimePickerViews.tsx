import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="Day and hour"
          views={['day', 'hours']}
          defaultValue={dayjs('2024-04-17T15:00')}
        />
        <DateTimePicker
          label="Opens on hours"
          openTo="hours"
          ampm={false}
          defaultValue={dayjs('2024-04-17T15:30')}
        />
        <DateTimePicker
          label="Up to seconds"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2024-04-17T15:30:20')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
