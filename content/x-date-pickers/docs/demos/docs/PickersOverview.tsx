import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PickersOverview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Departure date" defaultValue={dayjs('2024-04-17')} />
        <TimePicker label="Pickup time" defaultValue={dayjs('2024-04-17T09:30')} />
        <DateTimePicker
          label="Return flight"
          defaultValue={dayjs('2024-04-24T18:45')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
