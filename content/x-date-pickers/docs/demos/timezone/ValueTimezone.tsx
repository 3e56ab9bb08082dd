import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function ValueTimezone() {
  // A value created in Paris time: the field shows it and returns it in Paris time.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.tz('2024-04-17T09:00', 'Europe/Paris'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 280 }}>
        <DateTimeField
          label="Paris meeting"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          value.format(): {value?.isValid() ? value.format() : String(value)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          In UTC: {value?.isValid() ? value.toISOString() : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
