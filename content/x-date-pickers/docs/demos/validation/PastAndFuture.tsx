import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function PastAndFuture() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Date of birth"
          defaultValue={dayjs('1990-08-06')}
          disableFuture
          helperText="Cannot be in the future"
        />
        <DateField
          label="Contract renewal"
          defaultValue={dayjs('2024-04-17')}
          disablePast
          helperText="Must be today or later"
        />
      </Stack>
    </LocalizationProvider>
  );
}
