import * as React from 'react';
import dayjs from 'dayjs';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomDayIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Custom icons"
        defaultValue={dayjs('2024-04-17')}
        slots={{
          openPickerIcon: EventNoteIcon,
          leftArrowIcon: ChevronLeftIcon,
          rightArrowIcon: ChevronRightIcon,
        }}
        slotProps={{
          openPickerButton: { color: 'primary' },
          inputAdornment: { position: 'start' },
        }}
      />
    </LocalizationProvider>
  );
}
