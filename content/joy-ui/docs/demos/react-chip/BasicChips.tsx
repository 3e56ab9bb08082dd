import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';

export default function BasicChips() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
      <Chip>Draft</Chip>
      <Chip color="success" startDecorator={<CheckCircleIcon />}>
        Paid
      </Chip>
      <Chip color="warning" startDecorator={<ScheduleIcon />}>
        Due in 3 days
      </Chip>
      <Chip
        variant="outlined"
        startDecorator={
          <Avatar size="sm" color="primary" aria-hidden="true">
            JM
          </Avatar>
        }
      >
        Julia Martins
      </Chip>
    </Stack>
  );
}
