import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const buttons = [
  <Button key="top">Top</Button>,
  <Button key="middle">Middle</Button>,
  <Button key="bottom">Bottom</Button>,
];

export default function VerticalButtonGroup() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <ButtonGroup
        orientation="vertical"
        aria-label="Vertical outlined button group"
      >
        {buttons}
      </ButtonGroup>
      <ButtonGroup
        orientation="vertical"
        variant="contained"
        aria-label="Vertical contained button group"
      >
        {buttons}
      </ButtonGroup>
      <ButtonGroup
        orientation="vertical"
        variant="text"
        aria-label="Vertical text button group"
      >
        {buttons}
      </ButtonGroup>
    </Stack>
  );
}
