import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker
          label="Hours only"
          views={['hours']}
          defaultValue={dayjs('2024-04-17T14:00')}
        />
        <TimePicker
          label="24-hour clock"
          ampm={false}
          defaultValue={dayjs('2024-04-17T14:45')}
        />
        <TimePicker
          label="With seconds"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2024-04-17T14:45:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
