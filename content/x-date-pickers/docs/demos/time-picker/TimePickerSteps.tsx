import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker
          label="Quarter hours"
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2024-04-17T10:15')}
        />
        <TimePicker
          label="Single column, 30 min"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={dayjs('2024-04-17T10:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
