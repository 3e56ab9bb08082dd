import * as React from 'react';
import Box from '@mui/system/Box';
import { visuallyHidden } from '@mui/utils';

export default function SkipLink() {
  const contentId = React.useId();
  return (
    <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', p: 2 }}>
      <Box
        component="a"
        href={`#${contentId}`}
        sx={{
          ...visuallyHidden,
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            m: 0,
            top: 8,
            left: 8,
            px: 2,
            py: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
          },
        }}
      >
        Skip to content
      </Box>
      <Box component="p" sx={{ color: 'text.secondary', mt: 0, mb: 2 }}>
        Move the focus into this box with Tab: a link appears in its corner.
      </Box>
      <Box id={contentId} tabIndex={-1} sx={{ color: 'text.primary' }}>
        Main content starts here.
      </Box>
    </Box>
  );
}
