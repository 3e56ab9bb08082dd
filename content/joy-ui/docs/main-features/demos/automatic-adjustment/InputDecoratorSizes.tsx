import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input, { InputProps } from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SearchRounded from '@mui/icons-material/SearchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';

const sizes: NonNullable<InputProps['size']>[] = ['sm', 'md', 'lg'];

export default function InputDecoratorSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      {sizes.map((size) => (
        <Input
          key={size}
          size={size}
          aria-label={`Search, size ${size}`}
          placeholder={`Search (size="${size}")`}
          startDecorator={
            <IconButton variant="soft" aria-label="Search filters">
              <TuneRounded />
            </IconButton>
          }
          endDecorator={<Button startDecorator={<SearchRounded />}>Search</Button>}
        />
      ))}
    </Stack>
  );
}
