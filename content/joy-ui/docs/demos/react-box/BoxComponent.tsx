import * as React from 'react';
import Box from '@mui/joy/Box';

const files = ['invoice-0040.pdf', 'invoice-0041.pdf', 'invoice-0042.pdf'];

export default function BoxComponent() {
  return (
    <Box
      component="section"
      aria-labelledby="box-component-title"
      sx={{ width: 320 }}
    >
      <Box
        component="h3"
        id="box-component-title"
        sx={{ typography: 'title-md', color: 'text.primary', m: 0, mb: 1 }}
      >
        Attachments
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
        }}
      >
        {files.map((file) => (
          <Box
            component="li"
            key={file}
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 'sm',
              bgcolor: 'background.level1',
              color: 'text.secondary',
              typography: 'body-sm',
            }}
          >
            {file}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
