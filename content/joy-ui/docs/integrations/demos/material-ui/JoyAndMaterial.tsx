import * as React from 'react';
import {
  createTheme,
  ThemeProvider,
  THEME_ID as MATERIAL_THEME_ID,
} from '@mui/material/styles';
import MaterialButton from '@mui/material/Button';
import JoyButton from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';

const materialTheme = createTheme({
  components: {
    // Icons from @mui/icons-material now follow Material UI's theme:
    // let them read the size Joy UI components set for their icons.
    MuiSvgIcon: {
      styleOverrides: {
        root: { fontSize: 'var(--Icon-fontSize, 1.5rem)' },
      },
    },
  },
});

export default function JoyAndMaterial() {
  return (
    <ThemeProvider theme={{ [MATERIAL_THEME_ID]: materialTheme }}>
      <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography level="title-sm">Material UI</Typography>
          <MaterialButton variant="contained" startIcon={<AddRounded />}>
            New task
          </MaterialButton>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography level="title-sm">Joy UI</Typography>
          <JoyButton startDecorator={<AddRounded />}>New task</JoyButton>
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
