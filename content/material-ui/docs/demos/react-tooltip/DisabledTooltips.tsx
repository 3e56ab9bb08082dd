import * as React from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledTooltips() {
  return (
    <Tooltip title="Fill in the required fields first" describeChild>
      {/* A disabled button fires no events, so the wrapper listens instead. */}
      <span>
        <Button variant="contained" disabled>
          Submit
        </Button>
      </span>
    </Tooltip>
  );
}
