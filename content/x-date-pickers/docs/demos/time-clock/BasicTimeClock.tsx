import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function BasicTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack alignItems="center">
        <TimeClock value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" color="text.secondary">
          {value ? value.format('h:mm A') : 'No time selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
