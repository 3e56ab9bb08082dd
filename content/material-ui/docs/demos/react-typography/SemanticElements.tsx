import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const code = { fontFamily: 'monospace', color: 'text.secondary' };

export default function SemanticElements() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 3,
        rowGap: 2,
        alignItems: 'baseline',
      }}
    >
      <Typography variant="body2" sx={code}>
        variant="h5" component="p"
      </Typography>
      <Typography variant="h5" component="p">
        Looks like a heading, is a paragraph
      </Typography>
      <Typography variant="body2" sx={code}>
        variant="subtitle1" component="p"
      </Typography>
      <Typography variant="subtitle1" component="p">
        A subtitle is an h6 by default; here it is a p
      </Typography>
      <Typography variant="body2" sx={code}>
        variant="overline" component="div"
      </Typography>
      <Typography variant="overline" component="div">
        Overline as a block element
      </Typography>
      <Typography variant="body2" sx={code}>
        component="span" inside a p
      </Typography>
      <Typography>
        Running text with a{' '}
        <Typography component="span" variant="inherit" sx={{ fontWeight: 'bold' }}>
          bold span
        </Typography>{' '}
        that inherits the paragraph style.
      </Typography>
    </Box>
  );
}
