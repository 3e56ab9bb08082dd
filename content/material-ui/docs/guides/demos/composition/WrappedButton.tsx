import * as React from 'react';
import Button, { ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

// Sets defaults, lets callers override them, merges `sx`,
// and forwards both the remaining props and the ref to Button.
const PillButton = React.forwardRef<HTMLButtonElement, ButtonProps>(function PillButton({ sx, ...other }, ref) {
  return <Button ref={ref} variant="outlined" size="small" {...other} sx={[{ borderRadius: 5, px: 2 }, ...(Array.isArray(sx) ? sx : [sx])]} />;
});

export default function WrappedButton() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Tooltip title="Saves without publishing">
        <PillButton startIcon={<SaveIcon />}>Save draft</PillButton>
      </Tooltip>
      <Tooltip title="Visible to everyone">
        <PillButton variant="contained" endIcon={<SendIcon />}>
          Publish
        </PillButton>
      </Tooltip>
      <PillButton color="error" sx={{ textTransform: 'none' }}>
        Discard
      </PillButton>
    </Stack>
  );
}
