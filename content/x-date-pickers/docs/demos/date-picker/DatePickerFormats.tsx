import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="ISO 8601"
          format="YYYY-MM-DD"
          defaultValue={dayjs('2024-04-17')}
        />
        <DatePicker
          label="With weekday"
          format="ddd, MMM D, YYYY"
          defaultValue={dayjs('2024-04-17')}
        />
        <DatePicker
          label="Spacious separators"
          formatDensity="spacious"
          defaultValue={dayjs('2024-04-17')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
