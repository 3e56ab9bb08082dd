import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

export default function TimePickerValidation() {
  const [error, setError] = React.useState<TimeValidationError | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Delivery window"
        defaultValue={dayjs('2024-04-17T10:30')}
        minTime={dayjs('2024-04-17T08:00')}
        maxTime={dayjs('2024-04-17T18:00')}
        shouldDisableTime={(value: Dayjs, view) =>
          view === 'hours' && value.hour() === 12
        }
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: error
              ? 'Pick a time between 8:00 and 18:00, except the noon hour'
              : 'Open from 8:00 to 18:00, closed 12:00 to 13:00',
          },
        }}
      />
    </LocalizationProvider>
  );
}
