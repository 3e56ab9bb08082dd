import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ControlledDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  let status = 'null (the field is empty)';
  if (value && value.isValid()) {
    status = value.format('YYYY-MM-DD');
  } else if (value) {
    status = 'Invalid Date (the field is partially filled)';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 260 }}>
        <DateField
          label="Shipping date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          Value: {status}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
