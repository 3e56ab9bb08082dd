import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const minDate = dayjs('2024-01-01');
const maxDate = dayjs('2024-12-31');

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'Enter a complete, valid date',
  minDate: 'The event takes place in 2024',
  maxDate: 'The event takes place in 2024',
  shouldDisableDate: 'Sessions do not run on Sundays',
  shouldDisableMonth: 'This month is not available',
  shouldDisableYear: 'This year is not available',
  disablePast: 'The date is in the past',
  disableFuture: 'The date is in the future',
};

export default function ErrorMessages() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Session date"
        value={value}
        onChange={(newValue) => setValue(newValue)}
        onError={(newError) => setError(newError)}
        minDate={minDate}
        maxDate={maxDate}
        shouldDisableDate={(date) => date.day() === 0}
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'Any day of 2024 except Sundays',
          },
        }}
      />
    </LocalizationProvider>
  );
}
