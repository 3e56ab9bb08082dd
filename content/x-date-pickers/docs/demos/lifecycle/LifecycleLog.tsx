import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describe(value: Dayjs | null) {
  if (value == null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function LifecycleLog() {
  const [events, setEvents] = React.useState<string[]>([]);
  const log = (entry: string) => setEvents((prev) => [entry, ...prev].slice(0, 6));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DatePicker
          label="Event date"
          defaultValue={dayjs('2024-04-17')}
          onOpen={() => log('onOpen')}
          onChange={(value) => log(`onChange: ${describe(value)}`)}
          onAccept={(value) => log(`onAccept: ${describe(value)}`)}
          onClose={() => log('onClose')}
        />
        <Stack spacing={0.5} sx={{ minWidth: 220 }}>
          <Typography variant="subtitle2" component="p">
            Callbacks, newest first
          </Typography>
          {events.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Type in the field or open the calendar.
            </Typography>
          ) : (
            events.map((event, index) => (
              <Typography
                key={`${index}-${event}`}
                variant="body2"
                sx={{ fontFamily: 'monospace' }}
              >
                {event}
              </Typography>
            ))
          )}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
