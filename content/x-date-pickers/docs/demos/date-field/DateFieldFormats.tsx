import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const value = dayjs('2024-04-07');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Dense (default)"
          defaultValue={value}
          format="MM/DD/YYYY"
        />
        <DateField
          label="Spacious"
          defaultValue={value}
          format="MM/DD/YYYY"
          formatDensity="spacious"
        />
        <DateField
          label="Without leading zeros"
          defaultValue={value}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
        <DateField label="Month name" defaultValue={value} format="D MMMM YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
