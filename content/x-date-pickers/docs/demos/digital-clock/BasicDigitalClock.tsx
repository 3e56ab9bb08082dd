import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function BasicDigitalClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T13:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="center">
        <DigitalClock value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" color="text.secondary">
          {value ? `Table booked for ${value.format('h:mm A')}` : 'No time selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
