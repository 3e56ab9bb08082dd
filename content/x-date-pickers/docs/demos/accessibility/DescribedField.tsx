import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function DescribedField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Date of birth"
          defaultValue={dayjs('1990-08-06')}
          helperText="Use the arrow keys to change each part"
        />
        <TimeField
          label="Preferred call time"
          defaultValue={dayjs('2024-04-17T14:30')}
          helperText="Type digits or use Page Up / Page Down"
        />
      </Stack>
    </LocalizationProvider>
  );
}
