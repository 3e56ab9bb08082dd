import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const rows: PopperPlacementType[][] = [
  ['top-start', 'top', 'top-end'],
  ['left-start', 'left', 'left-end'],
  ['right-start', 'right', 'right-end'],
  ['bottom-start', 'bottom', 'bottom-end'],
];

export default function PositionedPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>();

  const handleClick =
    (newPlacement: PopperPlacementType) => (event: React.MouseEvent<HTMLButtonElement>) => {
      const sameButton = anchorEl === event.currentTarget;
      setAnchorEl(sameButton ? null : event.currentTarget);
      setPlacement(newPlacement);
    };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: 1 }}>
        {rows.flat().map((value) => (
          <Button key={value} size="small" variant="outlined" onClick={handleClick(value)}>
            {value}
          </Button>
        ))}
      </Box>
      <Popper
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement={placement}
        transition
        sx={{ zIndex: 'tooltip' }}
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={300}>
            <Paper elevation={6} sx={{ m: 1 }}>
              <Typography sx={{ p: 1.5 }}>Placement: {placement}</Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
