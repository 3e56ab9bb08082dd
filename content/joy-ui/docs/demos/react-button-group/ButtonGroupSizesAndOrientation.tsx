import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

export default function ButtonGroupSizesAndOrientation() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ButtonGroup size="sm" aria-label="Small group">
          <Button>One</Button>
          <Button>Two</Button>
        </ButtonGroup>
        <ButtonGroup size="md" aria-label="Medium group">
          <Button>One</Button>
          <Button>Two</Button>
        </ButtonGroup>
        <ButtonGroup size="lg" aria-label="Large group">
          <Button>One</Button>
          <Button>Two</Button>
        </ButtonGroup>
      </Stack>
      <ButtonGroup orientation="vertical" variant="soft" aria-label="Text style">
        <IconButton aria-label="Bold">
          <FormatBoldIcon />
        </IconButton>
        <IconButton aria-label="Italic">
          <FormatItalicIcon />
        </IconButton>
        <IconButton aria-label="Underline">
          <FormatUnderlinedIcon />
        </IconButton>
      </ButtonGroup>
    </Stack>
  );
}
