import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';

function TripToolbar(props: DatePickerToolbarProps<Dayjs>) {
  const { value, className } = props;
  const nights = value ? value.diff(dayjs('2024-04-17'), 'day') : null;

  return (
    <Box
      className={className}
      sx={{ px: 3, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography variant="overline">Check-out</Typography>
      <Typography variant="h5" component="p">
        {value ? value.format('ddd, MMM D') : 'Pick a date'}
      </Typography>
      <Typography variant="body2">
        {nights != null && nights > 0
          ? `${nights} ${nights === 1 ? 'night' : 'nights'} from April 17`
          : 'Check-in is on April 17'}
      </Typography>
    </Box>
  );
}

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-20')}
        minDate={dayjs('2024-04-18')}
        slots={{ toolbar: TripToolbar }}
      />
    </LocalizationProvider>
  );
}
