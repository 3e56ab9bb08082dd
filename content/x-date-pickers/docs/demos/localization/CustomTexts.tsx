import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function CustomTexts() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ cancelButtonLabel: 'Discard', okButtonLabel: 'Save date' }}
    >
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        localeText={{ toolbarTitle: 'Pick your move-in day' }}
        dayOfWeekFormatter={(date) => date.format('dd')}
      />
    </LocalizationProvider>
  );
}
