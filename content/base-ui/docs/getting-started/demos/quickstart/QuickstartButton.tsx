import * as React from 'react';
import { Button as BaseButton, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function QuickstartButton() {
  const [count, setCount] = React.useState(0);
  return (
    <Row>
      <Button onClick={() => setCount(count + 1)}>Create repository</Button>
      <Button disabled>Delete repository</Button>
      <span>Created: {count}</span>
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  fontFamily: 'system-ui, sans-serif',
});

const Button = styled(BaseButton)({
  fontFamily: 'system-ui, sans-serif',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  color: 'white',
  backgroundColor: '#1f7a55',
  cursor: 'pointer',
  transition: 'background-color 120ms ease',
  '&:hover': { backgroundColor: '#176044' },
  [`&.${buttonClasses.active}`]: { backgroundColor: '#0f4531' },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: '3px solid #9ad6bd',
    outlineOffset: 2,
  },
  [`&.${buttonClasses.disabled}`]: { opacity: 0.5, cursor: 'not-allowed' },
});
