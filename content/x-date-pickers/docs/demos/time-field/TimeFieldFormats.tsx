import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const value = dayjs('2024-04-17T18:05:42');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField label="12-hour (default)" defaultValue={value} />
        <TimeField label="24-hour" defaultValue={value} ampm={false} />
        <TimeField label="With seconds" defaultValue={value} format="HH:mm:ss" />
        <TimeField label="Custom format" defaultValue={value} format="h:mm A" />
      </Stack>
    </LocalizationProvider>
  );
}
