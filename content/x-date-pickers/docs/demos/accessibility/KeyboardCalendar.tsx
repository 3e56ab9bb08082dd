import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function KeyboardCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack alignItems="center">
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" color="text.secondary">
          Selected: {value ? value.format('dddd, MMMM D, YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
