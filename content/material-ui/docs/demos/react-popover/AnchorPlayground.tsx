import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Popover, { PopoverOrigin } from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const verticals = ['top', 'center', 'bottom'] as const;
const horizontals = ['left', 'center', 'right'] as const;

export default function AnchorPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [anchorOrigin, setAnchorOrigin] = React.useState<PopoverOrigin>({
    vertical: 'bottom',
    horizontal: 'center',
  });
  const [transformOrigin, setTransformOrigin] = React.useState<PopoverOrigin>({
    vertical: 'top',
    horizontal: 'center',
  });

  const fields = [
    { label: 'anchorOrigin.vertical', origin: anchorOrigin, set: setAnchorOrigin, key: 'vertical', options: verticals },
    { label: 'anchorOrigin.horizontal', origin: anchorOrigin, set: setAnchorOrigin, key: 'horizontal', options: horizontals },
    { label: 'transformOrigin.vertical', origin: transformOrigin, set: setTransformOrigin, key: 'vertical', options: verticals },
    { label: 'transformOrigin.horizontal', origin: transformOrigin, set: setTransformOrigin, key: 'horizontal', options: horizontals },
  ] as const;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {fields.map((field) => (
          <TextField
            key={field.label}
            select
            size="small"
            label={field.label}
            value={field.origin[field.key]}
            onChange={(event) =>
              field.set((prev) => ({ ...prev, [field.key]: event.target.value }))
            }
            sx={{ minWidth: 220 }}
          >
            {field.options.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Button variant="outlined" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Open popover
      </Button>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Typography sx={{ p: 2 }}>Positioned by the four values above.</Typography>
      </Popover>
    </Box>
  );
}
