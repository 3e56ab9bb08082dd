import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import EditIcon from '@mui/icons-material/Edit';
import UpIcon from '@mui/icons-material/KeyboardArrowUp';

export default function FabZoom() {
  const [editing, setEditing] = React.useState(false);

  return (
    <Box
      sx={{
        position: 'relative',
        height: 160,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={editing}
            onChange={(event) => setEditing(event.target.checked)}
          />
        }
        label="Editing mode"
      />
      <Zoom in={!editing} appear={false} unmountOnExit>
        <Fab
          color="primary"
          aria-label="Edit"
          sx={{ position: 'absolute', bottom: 16, right: 16 }}
        >
          <EditIcon />
        </Fab>
      </Zoom>
      <Zoom
        in={editing}
        appear={false}
        unmountOnExit
        style={{ transitionDelay: editing ? '150ms' : '0ms' }}
      >
        <Fab
          color="secondary"
          aria-label="Scroll to top"
          sx={{ position: 'absolute', bottom: 16, right: 16 }}
        >
          <UpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
