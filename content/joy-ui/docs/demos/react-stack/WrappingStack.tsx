import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const tags = [
  'React',
  'TypeScript',
  'Accessibility',
  'Design tokens',
  'Server rendering',
  'Testing',
  'Performance',
  'Dark mode',
];

export default function WrappingStack() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', maxWidth: 360 }}
    >
      {tags.map((tag) => (
        <Chip key={tag} variant="outlined">
          {tag}
        </Chip>
      ))}
    </Stack>
  );
}
