import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { createSvgIcon } from '@mui/material/utils';

// 1. Wrap your own path in SvgIcon; the default viewBox is 0 0 24 24.
function HomeIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" />
    </SvgIcon>
  );
}

// 2. createSvgIcon returns a component just like the ones in @mui/icons-material.
const PlusIcon = createSvgIcon(
  <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z" />,
  'Plus',
);

// 3. A drawing with another coordinate system only needs its own viewBox.
function DiamondIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 100 100" {...props}>
      <polygon points="50,5 95,50 50,95 5,50" />
    </SvgIcon>
  );
}

export default function CustomSvgIcons() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <HomeIcon />
      <HomeIcon color="primary" fontSize="large" />
      <PlusIcon color="secondary" />
      <DiamondIcon color="success" />
    </Stack>
  );
}
