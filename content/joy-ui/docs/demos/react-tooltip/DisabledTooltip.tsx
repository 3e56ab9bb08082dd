import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

export default function DisabledTooltip() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Tooltip title="Add a payment method to publish" describeChild>
        {/* A disabled button fires no events: the span receives them instead. */}
        <span>
          <Button disabled>Publish</Button>
        </span>
      </Tooltip>
      <Tooltip
        title="Follows the pointer"
        followCursor
        enterDelay={400}
        describeChild
      >
        <Button variant="soft" color="neutral">
          Hover and move
        </Button>
      </Tooltip>
    </Stack>
  );
}
