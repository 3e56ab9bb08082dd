import * as React from 'react';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

export default function UseSwitch() {
  const id = React.useId();
  return (
    <Row>
      <label htmlFor={id}>Email notifications</label>
      <CustomSwitch id={id} defaultChecked />
    </Row>
  );
}

function CustomSwitch({ id, ...props }: UseSwitchParameters & { id: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(props);
  return (
    <Root
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <Input {...getInputProps({ id })} />
      <Thumb />
      <State aria-hidden="true">{checked ? 'On' : 'Off'}</State>
    </Root>
  );
}

const blue = { 200: '#99CCF3', 700: '#0059B2' };

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Root = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: 64,
  height: 28,
  borderRadius: 14,
  color: '#fff',
  background: '#434D5B',
  cursor: 'pointer',
  transition: 'background-color 120ms',
  '&[data-checked]': { background: blue[700] },
  '&[data-focus-visible]': { boxShadow: `0 0 0 3px ${blue[200]}` },
  '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
});

const Input = styled('input')({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

const Thumb = styled('span')({
  position: 'absolute',
  left: 4,
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: '#fff',
  transition: 'left 120ms',
  '[data-checked] > &': { left: 40 },
});

const State = styled('span')({
  width: '100%',
  padding: '0 10px 0 30px',
  fontSize: '0.75rem',
  fontWeight: 700,
  '[data-checked] > &': { padding: '0 30px 0 10px' },
});
