import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

export default function PositionedFab() {
  return (
    // On a real screen use position: 'fixed'; the demo stays inside its frame.
    <Box
      sx={{
        position: 'relative',
        height: 200,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Your notes appear here.
      </Typography>
      <Fab
        color="primary"
        aria-label="New note"
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        <AddIcon />
      </Fab>
    </Box>
  );
}
