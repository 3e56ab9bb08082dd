import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'America/New_York', 'Asia/Tokyo'];

export default function TimezoneProp() {
  // One instant, stored in UTC.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2024-04-17T14:30:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {zones.map((zone) => (
            <DateTimePicker
              key={zone}
              label={zone}
              timezone={zone}
              value={value}
              onChange={(newValue) => setValue(newValue)}
            />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Stored value: {value?.isValid() ? value.toISOString() : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
