import * as React from 'react';
import Input from '@mui/joy/Input';

export default function BasicInput() {
  return (
    <Input
      placeholder="Type in here…"
      aria-label="Basic input"
      sx={{ maxWidth: 320 }}
    />
  );
}
