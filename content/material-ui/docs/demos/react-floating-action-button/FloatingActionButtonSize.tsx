import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import AddIcon from '@mui/icons-material/Add';

export default function FloatingActionButtonSize() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Fab size="small" color="primary" aria-label="Add (small)">
        <AddIcon />
      </Fab>
      <Fab size="medium" color="primary" aria-label="Add (medium)">
        <AddIcon />
      </Fab>
      <Fab color="primary" aria-label="Add (large)">
        <AddIcon />
      </Fab>
      <Fab variant="extended" size="small" color="primary">
        <AddIcon sx={{ mr: 1 }} />
        Small
      </Fab>
      <Fab variant="extended" size="medium" color="primary">
        <AddIcon sx={{ mr: 1 }} />
        Medium
      </Fab>
      <Fab variant="extended" color="primary">
        <AddIcon sx={{ mr: 1 }} />
        Large
      </Fab>
    </Box>
  );
}
