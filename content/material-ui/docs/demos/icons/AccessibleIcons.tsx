import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import WarningIcon from '@mui/icons-material/Warning';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { visuallyHidden } from '@mui/utils';

export default function AccessibleIcons() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* Decorative: the text says it all, the icon stays aria-hidden. */}
      <Button variant="outlined" startIcon={<DeleteIcon />}>
        Delete
      </Button>
      {/* Icon-only control: the button carries the name. */}
      <IconButton aria-label="Delete draft">
        <DeleteIcon />
      </IconButton>
      {/* Meaningful standalone icon: titleAccess gives it role="img" and a title. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <WarningIcon color="warning" titleAccess="Warning" />
        <Typography variant="body2">Your trial ends in 3 days.</Typography>
      </Stack>
      {/* Or keep the icon hidden and put the text in a visually hidden span. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" />
        <Typography variant="body2">
          <span style={visuallyHidden}>Success: </span>
          Payment received.
        </Typography>
      </Stack>
    </Stack>
  );
}

