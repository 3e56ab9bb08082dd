import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField label="Outlined" defaultValue={dayjs('2024-04-17')} />
        <DateField
          label="Filled"
          variant="filled"
          defaultValue={dayjs('2024-04-17')}
        />
        <DateField
          label="Standard, small"
          variant="standard"
          size="small"
          defaultValue={dayjs('2024-04-17')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
