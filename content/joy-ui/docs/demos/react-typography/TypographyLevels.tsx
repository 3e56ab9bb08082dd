import * as React from 'react';
import Box from '@mui/joy/Box';
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
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 1.5,
        alignItems: 'baseline',
      }}
    >
      {levels.map((level) => (
        <React.Fragment key={level}>
          <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
            {level}
          </Typography>
          {/* Rendered as divs: the headings of this demo are not part of the page outline. */}
          <Typography level={level} component="div">
            The quick brown fox
          </Typography>
        </React.Fragment>
      ))}
    </Box>
  );
}
