import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function BasicDateTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T15:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 280 }}>
        <DateTimePicker
          label="Webinar starts"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          {value?.isValid() ? value.format('dddd, MMMM D [at] h:mm A') : 'Not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
