import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const text =
  'Typography can keep long text in check: cut it to one line, clamp it to a few lines, or let it wrap with a comfortable margin below each paragraph.';

export default function TruncationAndSpacing() {
  return (
    <Box sx={{ maxWidth: 320 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        gutterBottom
      </Typography>
      <Typography gutterBottom>{text}</Typography>
      <Typography variant="overline" component="p" color="text.secondary">
        noWrap
      </Typography>
      <Typography noWrap gutterBottom>
        {text}
      </Typography>
      <Typography variant="overline" component="p" color="text.secondary">
        Two-line clamp with sx
      </Typography>
      <Typography
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {text}
      </Typography>
    </Box>
  );
}
