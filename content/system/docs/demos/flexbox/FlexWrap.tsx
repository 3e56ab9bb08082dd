import * as React from 'react';
import Box from '@mui/system/Box';

const tags = ['React', 'TypeScript', 'CSS', 'Accessibility', 'Testing', 'Design'];

export default function FlexWrap() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        alignContent: 'flex-start',
        gap: 1,
        maxWidth: 360,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {tags.map((tag) => (
        <Box
          key={tag}
          sx={{
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 4,
            color: 'text.primary',
            px: 1.5,
            py: 0.5,
          }}
        >
          {tag}
        </Box>
      ))}
    </Box>
  );
}
