import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function DarkModeStyles() {
  return (
    <Box
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      <Card
        variant="outlined"
        sx={(theme) => ({
          width: 260,
          background: `linear-gradient(160deg, ${theme.vars.palette.primary[50]}, ${theme.vars.palette.background.surface})`,
          ...theme.applyStyles('dark', {
            background: `linear-gradient(160deg, ${theme.vars.palette.primary[900]}, ${theme.vars.palette.background.surface})`,
            borderColor: theme.vars.palette.primary[800],
          }),
        })}
      >
        <Typography level="title-md">With applyStyles</Typography>
        <Typography level="body-sm">
          A different gradient and border in dark mode.
        </Typography>
      </Card>
      <Card
        variant="outlined"
        sx={(theme) => ({
          width: 260,
          boxShadow: 'sm',
          [theme.getColorSchemeSelector('dark')]: {
            boxShadow: 'none',
            bgcolor: 'background.level1',
          },
        })}
      >
        <Typography level="title-md">With the selector</Typography>
        <Typography level="body-sm">
          A shadow in light mode, a raised surface in dark mode.
        </Typography>
      </Card>
    </Box>
  );
}
