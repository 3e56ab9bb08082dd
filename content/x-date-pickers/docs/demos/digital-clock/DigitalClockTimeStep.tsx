import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function DigitalClockTimeStep() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={4}
        justifyContent="center"
      >
        <DigitalClock
          defaultValue={dayjs('2024-04-17T09:15')}
          timeStep={15}
          ampm={false}
        />
        <DigitalClock
          defaultValue={dayjs('2024-04-17T10:00')}
          timeStep={60}
          minTime={dayjs('2024-04-17T08:00')}
          maxTime={dayjs('2024-04-17T17:00')}
          skipDisabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
