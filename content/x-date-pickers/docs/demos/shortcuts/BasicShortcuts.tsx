import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A real app would start from dayjs(); the demo pins "today" so it renders the same everywhere.
const today = dayjs('2024-04-17');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => today.day(8) },
  { label: 'End of month', getValue: () => today.endOf('month').startOf('day') },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'Clear', getValue: () => null },
];

export default function BasicShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        displayStaticWrapperAs="desktop"
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
