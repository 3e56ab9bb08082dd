import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describe(value: Dayjs | null) {
  return value?.isValid() ? value.format('MMM D, YYYY') : 'none';
}

export default function DraftAndAccepted() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 260 }}>
        <DatePicker
          label="Publication date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onAccept={(newValue) => setSaved(newValue)}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        />
        <Typography variant="body2" color="text.secondary">
          Current value: {describe(value)}
        </Typography>
        <Typography variant="body2">
          Saved to the server: {describe(saved)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
