import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'plain', 'soft', 'solid'];

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {variants.map((variant) => (
        <ButtonGroup
          key={variant}
          variant={variant}
          color="primary"
          aria-label={`${variant} button group`}
        >
          <Button>Day</Button>
          <Button>Week</Button>
          <Button>Month</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
