import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import Undo from '@mui/icons-material/Undo';

export default function VerticalDivider() {
  return (
    <Sheet
      variant="outlined"
      role="group"
      aria-label="Formatting"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderRadius: 'sm',
      }}
    >
      <IconButton aria-label="Undo">
        <Undo />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton aria-label="Bold">
        <FormatBold />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalic />
      </IconButton>
      <Divider orientation="vertical" />
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <IconButton aria-label="Align left">
          <FormatAlignLeft />
        </IconButton>
        <IconButton aria-label="Align center">
          <FormatAlignCenter />
        </IconButton>
      </Box>
    </Sheet>
  );
}
