import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T07:25'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="center">
        <MultiSectionDigitalClock
          value={value}
          onChange={(newValue) => setValue(newValue)}
          timeSteps={{ minutes: 5 }}
        />
        <Typography variant="body2" color="text.secondary">
          {value ? value.format('h:mm A') : 'No time selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
