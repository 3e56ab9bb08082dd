import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Typography, { TypographyProps } from '@mui/joy/Typography';

const levels: NonNullable<TypographyProps['level']>[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'title-lg',
  'title-md',
  'title-sm',
  'body-lg',
  'body-md',
  'body-sm',
  'body-xs',
];

export default function TypographyLevels() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {levels.map((level) => (
        <Stack
          key={level}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'baseline' }}
        >
          <Typography
            level="body-xs"
            component="code"
            sx={{ width: 72, flexShrink: 0, fontFamily: 'code' }}
          >
            {level}
          </Typography>
          <Typography level={level}>Quarterly report</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
