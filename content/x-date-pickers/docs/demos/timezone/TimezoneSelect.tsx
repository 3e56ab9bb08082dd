import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = [
  'Pacific/Honolulu',
  'Europe/London',
  'Asia/Kolkata',
  'Pacific/Auckland',
];

export default function TimezoneSelect() {
  const [zone, setZone] = React.useState('Pacific/Auckland');
  // 23:30 UTC on April 17 is already April 18 in Auckland.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2024-04-17T23:30:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <TextField
          select
          label="Display time zone"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          sx={{ maxWidth: 260 }}
        >
          {zones.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          alignItems="center"
        >
          <DateCalendar
            timezone={zone}
            value={value}
            onChange={(newValue) => setValue(newValue)}
          />
          <DigitalClock
            timezone={zone}
            value={value}
            onChange={(newValue) => setValue(newValue)}
            timeStep={30}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Stored value: {value?.isValid() ? value.toISOString() : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
