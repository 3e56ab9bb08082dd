import * as React from 'react';
import Box from '@mui/system/Box';
import { SystemStyleObject, Theme } from '@mui/system';

interface Example {
  label: string;
  sx: SystemStyleObject<Theme>;
}

const paddings: Example[] = [
  { label: 'p: 1', sx: { p: 1 } },
  { label: 'p: 2', sx: { p: 2 } },
  { label: 'px: 3, py: 0.5', sx: { px: 3, py: 0.5 } },
];

const margins: Example[] = [
  { label: 'm: 1', sx: { m: 1 } },
  { label: 'm: 2', sx: { m: 2 } },
  { label: 'mx: 4, my: 0.5', sx: { mx: 4, my: 0.5 } },
];

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  alignItems: 'flex-start',
} as const;
const content = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  px: 0.5,
} as const;

export default function SpacingDemo() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        fontFamily: 'monospace',
      }}
    >
      {/* The colored band around each label is its padding. */}
      <Box sx={row}>
        {paddings.map((example) => (
          <Box key={example.label} sx={{ bgcolor: 'primary.main', ...example.sx }}>
            <Box sx={content}>{example.label}</Box>
          </Box>
        ))}
      </Box>
      {/* The dashed frame shows the margin around each label. */}
      <Box sx={row}>
        {margins.map((example) => (
          <Box
            key={example.label}
            sx={{ border: '1px dashed', borderColor: 'text.secondary' }}
          >
            <Box
              sx={{
                ...content,
                border: 1,
                borderColor: 'primary.main',
                ...example.sx,
              }}
            >
              {example.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
