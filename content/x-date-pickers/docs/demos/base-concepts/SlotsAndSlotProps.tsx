import * as React from 'react';
import dayjs from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotsAndSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        defaultValue={dayjs('2024-04-17')}
        slots={{ openPickerIcon: EventAvailableIcon }}
        slotProps={{
          textField: { helperText: 'Weekdays only, 9:00 to 17:00' },
          actionBar: { actions: ['clear', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
