import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

type Color = NonNullable<SnackbarProps['color']>;
type Variant = NonNullable<SnackbarProps['variant']>;

const colors: Color[] = ['neutral', 'primary', 'success', 'warning', 'danger'];
const variants: Variant[] = ['outlined', 'plain', 'soft', 'solid'];

export default function SnackbarVariants() {
  const [color, setColor] = React.useState<Color>('neutral');
  const [variant, setVariant] = React.useState<Variant>('outlined');
  const [open, setOpen] = React.useState(false);

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
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {variants.map((item) => (
          <Button
            key={item}
            variant={item}
            color={color}
            onClick={() => {
              setVariant(item);
              setOpen(true);
            }}
          >
            Show {item}
          </Button>
        ))}
      </Stack>
      <Snackbar
        key={`${variant}-${color}`}
        open={open}
        variant={variant}
        color={color}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
      >
        <span role="status">
          A {variant} snackbar in the {color} color.
        </span>
      </Snackbar>
    </Stack>
  );
}
