import * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const theme = extendTheme({
  components: {
    JoyButton: {
      defaultProps: { variant: 'soft', size: 'sm' },
    },
    JoyChip: {
      defaultProps: { variant: 'outlined', color: 'primary' },
    },
    JoyInput: {
      defaultProps: { size: 'sm', variant: 'soft' },
    },
  },
});

export default function ThemeDefaultProps() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}
      >
        <Input placeholder="Filter issues" aria-label="Filter issues" />
        <Chip>Open</Chip>
        <Button>Apply</Button>
        <Button variant="solid">New issue</Button>
      </Stack>
    </CssVarsProvider>
  );
}
