import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeView } from '@mui/x-date-pickers/models';

export default function TimeClockControlledView() {
  const [view, setView] = React.useState<TimeView>('minutes');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="center">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(event, newView: TimeView | null) => {
            if (newView) {
              setView(newView);
            }
          }}
          aria-label="Clock view"
        >
          <ToggleButton value="hours">Hours</ToggleButton>
          <ToggleButton value="minutes">Minutes</ToggleButton>
        </ToggleButtonGroup>
        <TimeClock
          defaultValue={dayjs('2024-04-17T08:40')}
          view={view}
          onViewChange={(newView) => setView(newView)}
          minutesStep={5}
        />
      </Stack>
    </LocalizationProvider>
  );
}
