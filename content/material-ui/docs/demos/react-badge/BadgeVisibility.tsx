import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import MailIcon from '@mui/icons-material/Mail';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(1);
  const [invisible, setInvisible] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Badge color="secondary" badgeContent={count}>
          <MailIcon color="action" />
        </Badge>
        <ButtonGroup size="small">
          <Button aria-label="Decrease" onClick={() => setCount(Math.max(count - 1, 0))}>
            <RemoveIcon fontSize="small" />
          </Button>
          <Button aria-label="Increase" onClick={() => setCount(count + 1)}>
            <AddIcon fontSize="small" />
          </Button>
        </ButtonGroup>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Badge color="secondary" variant="dot" invisible={invisible}>
          <MailIcon color="action" />
        </Badge>
        <FormControlLabel
          control={
            <Switch
              checked={!invisible}
              onChange={(event) => setInvisible(!event.target.checked)}
            />
          }
          label="Show badge"
        />
      </Stack>
    </Stack>
  );
}
