import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const minDate = dayjs('2024-04-01');
const maxDate = dayjs('2024-06-30');

export default function DatePickerValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [error, setError] = React.useState<DateValidationError | null>(null);

  const helperText = React.useMemo(() => {
    switch (error) {
      case 'minDate':
      case 'maxDate':
        return 'Choose a date in the second quarter of 2024';
      case 'shouldDisableDate':
        return 'The office is closed on weekends';
      case 'invalidDate':
        return 'This date is not valid';
      default:
        return 'Weekdays between April 1 and June 30, 2024';
    }
  }, [error]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Visit date"
        value={value}
        onChange={(newValue) => setValue(newValue)}
        onError={(newError) => setError(newError)}
        minDate={minDate}
        maxDate={maxDate}
        shouldDisableDate={(date) => date.day() === 0 || date.day() === 6}
        slotProps={{ textField: { helperText } }}
      />
    </LocalizationProvider>
  );
}
