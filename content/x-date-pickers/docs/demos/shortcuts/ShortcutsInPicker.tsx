import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2024-04-17');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In one week', getValue: () => today.add(1, 'week') },
  { label: 'In one month', getValue: () => today.add(1, 'month') },
  { label: 'In three months', getValue: () => today.add(3, 'month') },
];

export default function ShortcutsInPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Reminder (closes)"
          defaultValue={today}
          slotProps={{ shortcuts: { items: shortcuts } }}
        />
        <DatePicker
          label="Reminder (stays open)"
          defaultValue={today}
          slotProps={{
            shortcuts: { items: shortcuts, changeImportance: 'set' },
            actionBar: { actions: ['accept'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
