import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card, { CardProps } from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const sizes: NonNullable<CardProps['size']>[] = ['sm', 'md', 'lg'];

export default function CardChildRadius() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
        gap: 2,
        width: '100%',
        alignItems: 'start',
      }}
    >
      {sizes.map((size) => (
        <Card key={size} size={size}>
          <AspectRatio ratio="4/3">
            <Box
              sx={{
                background: (theme) =>
                  `linear-gradient(135deg, ${theme.vars.palette.primary[300]}, ${theme.vars.palette.success[300]})`,
              }}
            />
          </AspectRatio>
          <Typography level="title-sm">size=&quot;{size}&quot;</Typography>
        </Card>
      ))}
    </Box>
  );
}
