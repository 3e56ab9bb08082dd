import * as React from 'react';
import { Switch as BaseSwitch, SwitchProps, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function UnstyledSwitchIntroduction() {
  return (
    <Stack>
      <LabeledSwitch label="Wi-Fi" defaultChecked />
      <LabeledSwitch label="Bluetooth" />
      <LabeledSwitch label="Airplane mode (managed by your organization)" disabled />
    </Stack>
  );
}

function LabeledSwitch({ label, ...props }: SwitchProps & { label: string }) {
  const id = React.useId();
  return (
    <Row>
      <Switch {...props} slotProps={{ input: { id } }} />
      <label htmlFor={id}>{label}</label>
    </Row>
  );
}

const blue = { 200: '#99CCF3', 500: '#007FFF', 700: '#0059B2' };
const grey = { 400: '#B0B8C4', 500: '#9DA8B7', 600: '#6B7A90' };

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Row = styled('div')({ display: 'flex', alignItems: 'center', gap: 12 });

const Switch = styled(BaseSwitch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    background: grey[600],
    transition: 'background-color 120ms',
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    background: '#fff',
    transition: 'left 120ms',
  },
  // The native checkbox covers the whole switch, invisible, so it receives
  // clicks and keyboard focus.
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: { background: blue[700] },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 20 },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    boxShadow: `0 0 0 3px ${blue[200]}`,
  },
  [`&.${switchClasses.disabled}`]: { opacity: 0.4, cursor: 'not-allowed' },
  ...theme.applyStyles('dark', {
    [`& .${switchClasses.track}`]: { background: grey[500] },
    [`&.${switchClasses.checked} .${switchClasses.track}`]: {
      background: blue[500],
    },
    [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
      boxShadow: `0 0 0 3px ${blue[700]}`,
    },
  }),
}));
