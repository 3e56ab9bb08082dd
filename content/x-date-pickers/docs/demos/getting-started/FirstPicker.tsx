import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FirstPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 260 }}>
        <DatePicker
          label="Due date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          Stored value: {value == null ? 'null' : value.format('YYYY-MM-DD')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
