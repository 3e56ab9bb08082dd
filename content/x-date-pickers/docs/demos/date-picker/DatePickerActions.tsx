import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="With action bar"
          defaultValue={dayjs('2024-04-17')}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        <DatePicker
          label="Clearable field"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{ field: { clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
