import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Disabled" defaultValue={dayjs('2024-04-17')} disabled />
        <DatePicker label="Read-only" defaultValue={dayjs('2024-04-17')} readOnly />
        <DatePicker
          label="Small, full width"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{ textField: { size: 'small', fullWidth: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
