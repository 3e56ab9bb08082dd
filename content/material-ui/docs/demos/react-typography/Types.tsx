import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function Types() {
  return (
    <Box sx={{ width: '100%', maxWidth: 500 }}>
      <Typography variant="h1" gutterBottom>
        h1. Heading
      </Typography>
      <Typography variant="h2" gutterBottom>
        h2. Heading
      </Typography>
      <Typography variant="h3" gutterBottom>
        h3. Heading
      </Typography>
      <Typography variant="h4" gutterBottom>
        h4. Heading
      </Typography>
      <Typography variant="h5" gutterBottom>
        h5. Heading
      </Typography>
      <Typography variant="h6" gutterBottom>
        h6. Heading
      </Typography>
      <Typography variant="subtitle1" gutterBottom>
        subtitle1. A short line that introduces the section below.
      </Typography>
      <Typography variant="subtitle2" gutterBottom>
        subtitle2. A smaller, medium-weight subtitle.
      </Typography>
      <Typography variant="body1" gutterBottom>
        body1. The default variant, used for most paragraphs of running text.
      </Typography>
      <Typography variant="body2" gutterBottom>
        body2. A slightly smaller body style for dense content such as tables and
        cards.
      </Typography>
      <Typography variant="button" sx={{ display: 'block' }} gutterBottom>
        button text
      </Typography>
      <Typography variant="caption" sx={{ display: 'block' }} gutterBottom>
        caption text
      </Typography>
      <Typography variant="overline" sx={{ display: 'block' }}>
        overline text
      </Typography>
    </Box>
  );
}
