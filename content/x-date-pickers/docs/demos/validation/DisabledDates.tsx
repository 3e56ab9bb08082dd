import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const closedDays = ['2024-04-25', '2024-05-01', '2024-05-09'];

function isClosed(date: Dayjs) {
  const isWeekend = date.day() === 0 || date.day() === 6;
  return isWeekend || closedDays.includes(date.format('YYYY-MM-DD'));
}

export default function DisabledDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        shouldDisableDate={isClosed}
      />
    </LocalizationProvider>
  );
}
