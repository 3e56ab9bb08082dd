import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={disablePortal}
            onChange={(event) => setDisablePortal(event.target.checked)}
          />
        }
        label="disablePortal"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 1 }}>
        <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Parent (where the Portal is written)
          </Typography>
          <Portal container={() => container.current} disablePortal={disablePortal}>
            <Chip color="primary" label="Portal content" />
          </Portal>
        </Box>
        <Box ref={container} sx={{ p: 2, bgcolor: 'action.selected', borderRadius: 1 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Container
          </Typography>
        </Box>
      </Box>
    </div>
  );
}
