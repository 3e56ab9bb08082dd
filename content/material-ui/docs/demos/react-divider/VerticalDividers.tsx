import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import UndoIcon from '@mui/icons-material/Undo';

export default function VerticalDividers() {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        p: 0.5,
      }}
    >
      <IconButton aria-label="Bold" size="small">
        <FormatBoldIcon />
      </IconButton>
      <IconButton aria-label="Italic" size="small">
        <FormatItalicIcon />
      </IconButton>
      {/* flexItem makes the divider as tall as the flex container's content. */}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Stack direction="row">
        <IconButton aria-label="Align left" size="small">
          <FormatAlignLeftIcon />
        </IconButton>
        <IconButton aria-label="Align center" size="small">
          <FormatAlignCenterIcon />
        </IconButton>
      </Stack>
      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Undo" size="small">
        <UndoIcon />
      </IconButton>
    </Box>
  );
}
