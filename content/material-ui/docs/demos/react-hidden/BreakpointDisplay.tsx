import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const examples = [
  {
    text: 'Visible below 900px',
    replaces: '<Hidden mdUp>',
    display: { xs: 'block', md: 'none' },
    code: "{ xs: 'block', md: 'none' }",
  },
  {
    text: 'Visible from 900px',
    replaces: '<Hidden mdDown>',
    display: { xs: 'none', md: 'block' },
    code: "{ xs: 'none', md: 'block' }",
  },
  {
    text: 'Hidden from 600px to 1199px',
    replaces: "<Hidden only={['sm', 'md']}>",
    display: { xs: 'block', sm: 'none', lg: 'block' },
    code: "{ xs: 'block', sm: 'none', lg: 'block' }",
  },
];

export default function BreakpointDisplay() {
  return (
    <Stack spacing={1}>
      {examples.map((example) => (
        <Box
          key={example.text}
          sx={{
            display: example.display,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            typography: 'body2',
          }}
        >
          {example.text}: <code>display: {example.code}</code> replaces{' '}
          <code>{example.replaces}</code>
        </Box>
      ))}
    </Stack>
  );
}
