import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ClearableDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 260 }}>
        <DateField
          label="Follow-up date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          clearable
          onClear={() => setClearCount((count) => count + 1)}
        />
        <Typography variant="body2" color="text.secondary">
          Cleared {clearCount} {clearCount === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
