import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

function Actions() {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button>Publish</Button>
      <Button variant="soft">Preview</Button>
      <Chip variant="soft" color="primary">
        Draft
      </Chip>
    </Box>
  );
}

export default function ScopedTokens() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 460, mx: 'auto' }}>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md' }}>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Page tokens
        </Typography>
        <Actions />
      </Sheet>
      <Sheet
        variant="outlined"
        sx={(theme) => ({
          p: 2,
          borderRadius: 'md',
          // Redefine the tokens for this subtree only.
          '--joy-radius-sm': '999px',
          '--joy-palette-primary-solidBg': theme.vars.palette.success[600],
          '--joy-palette-primary-solidHoverBg': theme.vars.palette.success[700],
          '--joy-palette-primary-solidActiveBg': theme.vars.palette.success[800],
          '--joy-palette-primary-softColor': theme.vars.palette.success[700],
          '--joy-palette-primary-softBg': theme.vars.palette.success[100],
          '--joy-palette-primary-softHoverBg': theme.vars.palette.success[200],
          [theme.getColorSchemeSelector('dark')]: {
            '--joy-palette-primary-softColor': theme.vars.palette.success[200],
            '--joy-palette-primary-softBg': theme.vars.palette.success[800],
            '--joy-palette-primary-softHoverBg': theme.vars.palette.success[700],
          },
        })}
      >
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Tokens redefined on this Sheet
        </Typography>
        <Actions />
      </Sheet>
    </Box>
  );
}
