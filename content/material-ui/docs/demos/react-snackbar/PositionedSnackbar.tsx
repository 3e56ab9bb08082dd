import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarOrigin } from '@mui/material/Snackbar';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function PositionedSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [origin, setOrigin] = React.useState<SnackbarOrigin>(positions[0]);

  const handleOpen = (newOrigin: SnackbarOrigin) => () => {
    setOrigin(newOrigin);
    setOpen(true);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: 1 }}>
      {positions.map((position) => (
        <Button
          key={`${position.vertical}-${position.horizontal}`}
          size="small"
          variant="outlined"
          onClick={handleOpen(position)}
        >
          {position.vertical} {position.horizontal}
        </Button>
      ))}
      <Snackbar
        anchorOrigin={origin}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={4000}
        message={`Anchored at ${origin.vertical} ${origin.horizontal}`}
        key={`${origin.vertical}-${origin.horizontal}`}
      />
    </Box>
  );
}
