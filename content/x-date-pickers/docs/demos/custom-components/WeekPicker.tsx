import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

interface WeekDayProps extends PickersDayProps<Dayjs> {
  selectedDay?: Dayjs | null;
}

const HighlightedDay = styled(PickersDay, {
  shouldForwardProp: (prop) => prop !== 'inSelectedWeek',
})<{ inSelectedWeek: boolean }>(({ theme, inSelectedWeek }) => ({
  borderRadius: 0,
  ...(inSelectedWeek && {
    backgroundColor: (theme.vars || theme).palette.primary.main,
    color: (theme.vars || theme).palette.primary.contrastText,
    '&:hover, &:focus': {
      backgroundColor: (theme.vars || theme).palette.primary.dark,
    },
  }),
})) as React.ComponentType<PickersDayProps<Dayjs> & { inSelectedWeek: boolean }>;

function WeekDay(props: WeekDayProps) {
  const { day, selectedDay, ...other } = props;
  const inSelectedWeek = selectedDay != null && day.isSame(selectedDay, 'week');

  return (
    <HighlightedDay
      {...other}
      day={day}
      disableMargin
      inSelectedWeek={inSelectedWeek}
    />
  );
}

export default function WeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack alignItems="center">
        <DateCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          slots={{ day: WeekDay }}
          slotProps={{ day: { selectedDay: value } as Partial<WeekDayProps> }}
        />
        <Typography variant="body2" color="text.secondary">
          {value
            ? `Week of ${value.startOf('week').format('MMM D')} to ${value
                .endOf('week')
                .format('MMM D, YYYY')}`
            : 'No week selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
