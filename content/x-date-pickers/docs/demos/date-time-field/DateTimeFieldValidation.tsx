import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

const maxDateTime = dayjs('2024-04-30T23:59');

export default function DateTimeFieldValidation() {
  const [error, setError] = React.useState<DateTimeValidationError | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Submission deadline"
        defaultValue={dayjs('2024-04-29T12:00')}
        maxDateTime={maxDateTime}
        onError={(newError) => setError(newError)}
        helperText={
          error === 'maxDate' || error === 'maxTime'
            ? 'Submissions close on April 30, 2024 at 23:59'
            : 'Any time until the end of April 2024'
        }
      />
    </LocalizationProvider>
  );
}
