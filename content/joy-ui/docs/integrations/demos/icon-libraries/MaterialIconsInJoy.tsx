import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function MaterialIconsInJoy() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button size="sm" startDecorator={<CloudUploadRounded />}>
          Upload
        </Button>
        <Button startDecorator={<CloudUploadRounded />}>Upload</Button>
        <Button size="lg" startDecorator={<CloudUploadRounded />}>
          Upload
        </Button>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <IconButton variant="soft" color="danger" aria-label="Add to favorites">
          <FavoriteBorderRounded />
        </IconButton>
        <Chip startDecorator={<LocalOfferRounded />} color="success">
          On sale
        </Chip>
        <Input
          size="sm"
          placeholder="Search products"
          aria-label="Search products"
          startDecorator={<SearchRounded />}
        />
      </Stack>
    </Stack>
  );
}
