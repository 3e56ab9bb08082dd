import * as React from 'react';
import Button from '@mui/joy/Button';
import Card, { CardProps } from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

type Color = NonNullable<CardProps['color']>;

const variants: NonNullable<CardProps['variant']>[] = [
  'plain',
  'outlined',
  'soft',
  'solid',
];
const colors: Color[] = ['neutral', 'primary', 'success', 'warning', 'danger'];

export default function CardVariants() {
  const [color, setColor] = React.useState<Color>('neutral');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Color"
        value={color}
        onChange={(event, value) => value && setColor(value)}
      >
        {colors.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Card
            key={variant}
            variant={variant}
            color={color}
            invertedColors={variant === 'solid'}
            sx={{ width: 150 }}
          >
            <Typography level="title-md">{variant}</Typography>
            <Typography level="body-sm" textColor="inherit">
              {variant === 'outlined' ? 'The default.' : `variant="${variant}"`}
            </Typography>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
