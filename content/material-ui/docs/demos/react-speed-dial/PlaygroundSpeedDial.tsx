import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FileCopyIcon from '@mui/icons-material/FileCopyOutlined';
import SaveIcon from '@mui/icons-material/Save';
import PrintIcon from '@mui/icons-material/Print';

type Direction = NonNullable<SpeedDialProps['direction']>;

const actions = [
  { icon: <FileCopyIcon />, name: 'Copy' },
  { icon: <SaveIcon />, name: 'Save' },
  { icon: <PrintIcon />, name: 'Print' },
];

export default function PlaygroundSpeedDial() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState(false);
  // Opening up or left: start in the bottom right corner; down or right: top left.
  const corner =
    direction === 'up' || direction === 'left'
      ? { bottom: 16, right: 16 }
      : { top: 16, left: 16 };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <RadioGroup
          row
          aria-label="Direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          {['up', 'right', 'down', 'left'].map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={value}
            />
          ))}
        </RadioGroup>
        <FormControlLabel
          control={
            <Switch
              checked={hidden}
              onChange={(event) => setHidden(event.target.checked)}
            />
          }
          label="Hidden"
        />
      </Stack>
      <Box sx={{ position: 'relative', height: 260, bgcolor: 'action.hover' }}>
        <SpeedDial
          ariaLabel="Speed dial playground"
          hidden={hidden}
          direction={direction}
          icon={<SpeedDialIcon />}
          sx={{ position: 'absolute', ...corner }}
        >
          {actions.map((action) => (
            <SpeedDialAction
              key={action.name}
              icon={action.icon}
              tooltipTitle={action.name}
            />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
