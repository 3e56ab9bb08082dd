import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Days of the month that have a delivery slot, the same for every month.
const deliveryDays = [2, 9, 16, 23, 30];

function DeliveryDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth, ...other } = props;
  const hasDelivery = !outsideCurrentMonth && deliveryDays.includes(day.date());

  return (
    <Badge
      key={day.toString()}
      overlap="circular"
      color="primary"
      variant="dot"
      invisible={!hasDelivery}
    >
      <PickersDay {...other} outsideCurrentMonth={outsideCurrentMonth} day={day} />
    </Badge>
  );
}

export default function HighlightedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        slots={{ day: DeliveryDay }}
      />
    </LocalizationProvider>
  );
}
