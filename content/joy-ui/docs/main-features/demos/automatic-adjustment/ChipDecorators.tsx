import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip, { ChipProps } from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';

const sizes: NonNullable<ChipProps['size']>[] = ['sm', 'md', 'lg'];

export default function ChipDecorators() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}
    >
      {sizes.map((size) => (
        <Chip
          key={size}
          size={size}
          variant="outlined"
          startDecorator={<Avatar>MK</Avatar>}
          endDecorator={<ChipDelete aria-label="Remove Mia Kowalski" />}
        >
          Mia Kowalski
        </Chip>
      ))}
    </Stack>
  );
}
