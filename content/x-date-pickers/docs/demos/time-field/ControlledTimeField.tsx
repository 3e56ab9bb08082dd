import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ControlledTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T07:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 260 }}>
        <TimeField
          label="Alarm"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minutesStep={5}
          clearable
        />
        <Typography variant="body2" color="text.secondary">
          Value:{' '}
          {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
