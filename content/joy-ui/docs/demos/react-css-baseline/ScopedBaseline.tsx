import * as React from 'react';
import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

function RawContent() {
  return (
    <p style={{ margin: 0 }}>
      Plain HTML: <b>bold text</b> in a paragraph with no styles of its own.
    </p>
  );
}

export default function ScopedBaseline() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography level="body-sm" sx={{ mb: 1.5 }}>
        Both boxes sit in a container styled like an older page: serif font, 18px,
        green text.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          fontFamily: 'Georgia, serif',
          fontSize: '18px',
          color: 'success.plainColor',
        }}
      >
        <Box sx={{ p: 2, border: '1px dashed', borderColor: 'divider' }}>
          <RawContent />
        </Box>
        <ScopedCssBaseline
          sx={{ p: 2, border: '1px dashed', borderColor: 'divider' }}
        >
          <RawContent />
        </ScopedCssBaseline>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          mt: 1,
        }}
      >
        <Typography level="body-xs">
          Without a baseline: inherits the page
        </Typography>
        <Typography level="body-xs">
          ScopedCssBaseline: Joy font, size, color and background
        </Typography>
      </Box>
    </Box>
  );
}
