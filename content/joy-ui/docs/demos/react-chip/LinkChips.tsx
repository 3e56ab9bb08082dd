import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';

const topics = [
  { label: 'Installation', href: '/joy-ui/getting-started/installation/' },
  { label: 'Global variants', href: '/joy-ui/main-features/global-variants/' },
  { label: 'Theme colors', href: '/joy-ui/customization/theme-colors/' },
];

export default function LinkChips() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {topics.map((topic) => (
        <Chip
          key={topic.href}
          variant="outlined"
          color="primary"
          endDecorator={<KeyboardArrowRightIcon />}
          slotProps={{ action: { component: 'a', href: topic.href } }}
        >
          {topic.label}
        </Chip>
      ))}
    </Stack>
  );
}
