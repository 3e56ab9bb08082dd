import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

export default function LoadingCalendar() {
  const [loading, setLoading] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack alignItems="center">
        <FormControlLabel
          control={
            <Switch
              checked={loading}
              onChange={(event) => setLoading(event.target.checked)}
            />
          }
          label="Loading"
        />
        <DateCalendar
          defaultValue={dayjs('2024-04-17')}
          loading={loading}
          renderLoading={() => <DayCalendarSkeleton />}
        />
      </Stack>
    </LocalizationProvider>
  );
}
