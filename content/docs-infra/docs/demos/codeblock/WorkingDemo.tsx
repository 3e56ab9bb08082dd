import * as React from 'react';
import Button from '@mui/material/Button';

export default function WorkingDemo() {
  const [count, setCount] = React.useState<number>(0);
  return (
    <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
      Clicked {count} {count === 1 ? 'time' : 'times'}
    </Button>
  );
}
