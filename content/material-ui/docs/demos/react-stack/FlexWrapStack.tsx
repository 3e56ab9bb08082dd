import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = [
  'React',
  'TypeScript',
  'Material UI',
  'Accessibility',
  'Server rendering',
  'Theming',
  'Dark mode',
  'Testing',
  'Performance',
  'Forms',
];

export default function FlexWrapStack() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 360 }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} />
      ))}
    </Stack>
  );
}
