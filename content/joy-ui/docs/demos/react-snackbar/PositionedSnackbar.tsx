import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarOrigin } from '@mui/joy/Snackbar';
import Box from '@mui/joy/Box';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function PositionedSnackbar() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin>(positions[5]);
  const [open, setOpen] = React.useState(false);
  const label = `${origin.vertical} ${origin.horizontal}`;

  return (
    <React.Fragment>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 140px))',
          gap: 1,
        }}
      >
        {positions.map((position) => (
          <Button
            key={`${position.vertical}-${position.horizontal}`}
            variant="outlined"
            color="neutral"
            size="sm"
            onClick={() => {
              setOrigin(position);
              setOpen(true);
            }}
          >
            {position.vertical} {position.horizontal}
          </Button>
        ))}
      </Box>
      <Snackbar
        key={label}
        open={open}
        anchorOrigin={origin}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
      >
        <span role="status">Anchored to the {label} corner.</span>
      </Snackbar>
    </React.Fragment>
  );
}
