import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

const validationProps = {
  minDate: dayjs('2024-04-01'),
  maxDate: dayjs('2024-04-30'),
  disablePast: false,
  disableFuture: false,
};

function BookingForm() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-05-03'));
  const { validationError } = useValidation({
    value,
    timezone: 'default',
    validator: validateDate,
    props: validationProps,
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <DateField
        label="Booking date"
        value={value}
        onChange={(newValue) => setValue(newValue)}
        {...validationProps}
      />
      {validationError ? (
        <Alert severity="error">
          Cannot submit: the booking date fails the “{validationError}” rule.
        </Alert>
      ) : (
        <Alert severity="success">Ready to submit.</Alert>
      )}
    </Stack>
  );
}

export default function ValidationHook() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <BookingForm />
    </LocalizationProvider>
  );
}
