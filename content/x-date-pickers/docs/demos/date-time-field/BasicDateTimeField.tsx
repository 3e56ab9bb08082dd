import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function BasicDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T08:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 280 }}>
        <DateTimeField
          label="Departure"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          ISO string: {value?.isValid() ? value.format('YYYY-MM-DDTHH:mm') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
