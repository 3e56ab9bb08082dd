import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function ExclusiveToggleButtons() {
  const [view, setView] = React.useState<string | null>('week');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Calendar view"
        value={view}
        onChange={(event, newValue) => {
          // Keep one view selected: ignore clicks on the active button.
          if (newValue !== null) {
            setView(newValue);
          }
        }}
      >
        <Button value="day">Day</Button>
        <Button value="week">Week</Button>
        <Button value="month">Month</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm">Showing the {view} view.</Typography>
    </Stack>
  );
}
