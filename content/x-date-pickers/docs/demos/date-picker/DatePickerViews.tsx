import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Graduation year"
          views={['year']}
          defaultValue={dayjs('2024-04-17')}
        />
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          format="MM/YYYY"
          defaultValue={dayjs('2024-04-17')}
        />
        <DatePicker
          label="Birthday"
          views={['year', 'month', 'day']}
          openTo="year"
          defaultValue={dayjs('1990-08-06')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
