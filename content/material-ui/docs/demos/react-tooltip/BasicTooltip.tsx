import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import ShareIcon from '@mui/icons-material/Share';

export default function BasicTooltip() {
  return (
    <Stack direction="row" spacing={1}>
      {/* The string title also becomes the button's aria-label. */}
      <Tooltip title="Delete">
        <IconButton>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Share" arrow>
        <IconButton>
          <ShareIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
