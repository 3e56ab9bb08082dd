import * as React from 'react';
import {
  Switch as BaseSwitch,
  SwitchOwnerState,
  switchClasses,
} from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function OverridingSlotComponent() {
  const id = React.useId();
  return (
    <Row>
      <Switch
        defaultChecked
        slots={{ thumb: Thumb }}
        slotProps={{ input: { id } }}
      />
      <label htmlFor={id}>Dark theme</label>
    </Row>
  );
}

// A custom slot component receives the props Base UI computed for the slot, plus
// `ownerState`: here it picks the icon from `ownerState.checked`.
function Thumb(props: { ownerState: SwitchOwnerState; className?: string }) {
  const { ownerState, ...other } = props;
  return (
    <span {...other}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
        {ownerState.checked ? (
          <path d="M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1" />
        ) : (
          <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10M2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2m18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2M11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0m0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0M5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41zM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41z" />
        )}
      </svg>
    </span>
  );
}

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Switch = styled(BaseSwitch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: 48,
  height: 28,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 14,
    background: '#6B7A90',
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 4,
    left: 4,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 20,
    height: 20,
    borderRadius: '50%',
    color: '#B45309',
    background: '#fff',
    transition: 'left 120ms',
    '& svg': { fill: 'currentColor' },
  },
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
  [`&.${switchClasses.checked} .${switchClasses.track}`]: { background: '#1C2025' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: {
    left: 24,
    color: '#1C2025',
  },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    boxShadow: '0 0 0 3px #99CCF3',
  },
  ...theme.applyStyles('dark', {
    [`&.${switchClasses.checked} .${switchClasses.track}`]: {
      background: '#434D5B',
    },
  }),
}));
