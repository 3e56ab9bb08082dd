import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Archive from '@mui/icons-material/Archive';

export default function BasicTooltip() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip title="Copy link">
        <IconButton variant="outlined">
          <ContentCopy />
        </IconButton>
      </Tooltip>
      <Tooltip
        title="Moves the project out of the sidebar. You can restore it later."
        describeChild
      >
        <Button variant="soft" color="neutral" startDecorator={<Archive />}>
          Archive
        </Button>
      </Tooltip>
    </Stack>
  );
}
