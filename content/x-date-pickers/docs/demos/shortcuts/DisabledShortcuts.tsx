import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2024-04-17');

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Saturday', getValue: () => today.day(6) },
  { label: 'Next Friday', getValue: () => today.day(12) },
  {
    label: 'Next working day',
    getValue: ({ isValid }) => {
      let candidate = today.add(1, 'day');
      while (!isValid(candidate)) {
        candidate = candidate.add(1, 'day');
      }
      return candidate;
    },
  },
];

export default function DisabledShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        shouldDisableDate={isWeekend}
        displayStaticWrapperAs="desktop"
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
