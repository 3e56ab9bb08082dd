import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function ShadowColor() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        gap: 3,
        width: '100%',
        p: 2,
      }}
    >
      <Card variant="outlined" sx={{ boxShadow: 'lg' }}>
        <Typography level="title-md">Default</Typography>
        <Typography level="body-sm">boxShadow: &apos;lg&apos;</Typography>
      </Card>
      <Card
        variant="outlined"
        sx={(theme) => ({
          // The raw token: its var() references are resolved on this element.
          boxShadow: theme.shadow.lg,
          '--joy-shadowChannel': theme.vars.palette.primary.mainChannel,
          '--joy-shadowOpacity': '0.32',
        })}
      >
        <Typography level="title-md">Tinted</Typography>
        <Typography level="body-sm">theme.shadow.lg + channel</Typography>
      </Card>
      <Card
        variant="outlined"
        sx={(theme) => ({
          boxShadow: theme.shadow.md,
          '--joy-shadowRing': `0 0 0 2px ${theme.vars.palette.primary.outlinedBorder}`,
        })}
      >
        <Typography level="title-md">With a ring</Typography>
        <Typography level="body-sm">theme.shadow.md + ring</Typography>
      </Card>
    </Box>
  );
}
