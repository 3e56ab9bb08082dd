import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 260 }}>
        <TimePicker
          label="Meeting time"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          referenceDate={dayjs('2024-04-17T09:00')}
        />
        <Typography variant="body2" color="text.secondary">
          Value: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
