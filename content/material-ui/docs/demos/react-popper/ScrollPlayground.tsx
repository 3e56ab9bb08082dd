import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ScrollPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [flip, setFlip] = React.useState(true);
  const [preventOverflow, setPreventOverflow] = React.useState(true);
  const [disablePortal, setDisablePortal] = React.useState(false);
  const scrollRef = React.useRef<HTMLDivElement>(null);

  // Start with the button in the middle of the scrollable area.
  React.useEffect(() => {
    const area = scrollRef.current;
    if (area) {
      area.scrollTop = (area.scrollHeight - area.clientHeight) / 2;
      area.scrollLeft = (area.scrollWidth - area.clientWidth) / 2;
    }
  }, []);

  const switches = [
    { label: 'flip', checked: flip, set: setFlip },
    { label: 'preventOverflow', checked: preventOverflow, set: setPreventOverflow },
    { label: 'disablePortal', checked: disablePortal, set: setDisablePortal },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {switches.map((item) => (
          <FormControlLabel
            key={item.label}
            label={item.label}
            control={
              <Switch checked={item.checked} onChange={(e) => item.set(e.target.checked)} />
            }
          />
        ))}
      </Stack>
      <Box
        ref={scrollRef}
        role="region"
        aria-label="Scrollable area"
        tabIndex={0}
        sx={{ position: 'relative', height: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Box sx={{ width: '200%', height: 720, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Button variant="contained" onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}>
            Toggle popper, then scroll
          </Button>
          <Popper
            open={Boolean(anchorEl)}
            anchorEl={anchorEl}
            placement="bottom"
            disablePortal={disablePortal}
            modifiers={[
              { name: 'flip', enabled: flip },
              { name: 'preventOverflow', enabled: preventOverflow, options: { altAxis: true } },
            ]}
            sx={{ zIndex: 1 }}
          >
            <Paper elevation={6} sx={{ p: 1.5, maxWidth: 220 }}>
              <Typography variant="body2">
                Popper.js keeps me next to the button while the area scrolls.
              </Typography>
            </Paper>
          </Popper>
        </Box>
      </Box>
    </Stack>
  );
}
