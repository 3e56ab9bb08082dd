import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function GridPlacement() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          layout: {
            sx: {
              // Move the action bar above the calendar, under the toolbar.
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridColumn: '1 / 4',
                gridRow: 2,
                borderBottom: 1,
                borderColor: 'divider',
              },
              [`.${pickersLayoutClasses.contentWrapper}`]: {
                gridRow: 3,
              },
            },
          },
          actionBar: { actions: ['clear', 'today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
