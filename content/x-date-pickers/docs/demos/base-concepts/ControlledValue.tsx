import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledValue() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Uncontrolled" defaultValue={dayjs('2024-04-17')} />
        <Stack spacing={1}>
          <DatePicker
            label="Controlled"
            value={value}
            onChange={(newValue) => setValue(newValue)}
          />
          <Typography variant="body2" color="text.secondary">
            State: {value?.isValid() ? value.format('dddd, MMMM D, YYYY') : 'empty'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
