import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function StaticViews() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="center">
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <TimeClock value={value} onChange={(newValue) => setValue(newValue)} />
      </Stack>
    </LocalizationProvider>
  );
}
