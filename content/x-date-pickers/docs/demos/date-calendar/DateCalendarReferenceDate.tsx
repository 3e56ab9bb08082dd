import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack alignItems="center">
        <DateCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          referenceDate={dayjs('2024-09-01')}
          views={['year', 'month', 'day']}
        />
        <Typography variant="body2" color="text.secondary">
          {value ? `Selected ${value.format('MMMM D, YYYY')}` : 'No date selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
