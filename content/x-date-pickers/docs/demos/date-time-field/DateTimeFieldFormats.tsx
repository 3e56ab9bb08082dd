import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const value = dayjs('2024-04-17T19:05');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField label="Localized (default)" defaultValue={value} />
        <DateTimeField label="24-hour" defaultValue={value} ampm={false} />
        <DateTimeField
          label="Custom format"
          defaultValue={value}
          format="ddd D MMM YYYY, HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}
