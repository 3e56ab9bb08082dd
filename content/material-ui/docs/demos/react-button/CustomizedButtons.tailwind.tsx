import * as React from 'react';
import Button from '@mui/material/Button';

export default function CustomizedButtons() {
  return (
    <div className="flex gap-4">
      <Button
        variant="contained"
        disableElevation
        className="rounded-full bg-purple-900 px-6 font-bold normal-case text-white hover:bg-purple-800"
      >
        Subscribe
      </Button>
      <Button
        variant="outlined"
        className="rounded-full border-2 px-6 normal-case hover:border-2"
      >
        Learn more
      </Button>
    </div>
  );
}
