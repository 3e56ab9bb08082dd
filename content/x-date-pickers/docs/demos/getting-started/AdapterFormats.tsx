import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function AdapterFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Default format" defaultValue={dayjs('2024-04-17')} />
        <DateField
          label="ISO format"
          defaultValue={dayjs('2024-04-17')}
          format="YYYY-MM-DD"
        />
        <DateField
          label="Long format"
          defaultValue={dayjs('2024-04-17')}
          format="MMMM D, YYYY"
        />
      </Stack>
    </LocalizationProvider>
  );
}
