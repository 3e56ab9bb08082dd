import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import SvgIcon, { SvgIconProps } from '@mui/joy/SvgIcon';

// An outline icon pasted from an SVG file: SvgIcon keeps the <svg> element's
// attributes (viewBox, fill, stroke…) and adds Joy UI's size and color.
function BoltIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
      </svg>
    </SvgIcon>
  );
}

export default function CustomSvgIcon() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BoltIcon size="sm" />
        <BoltIcon />
        <BoltIcon size="lg" />
        <BoltIcon color="primary" />
        <BoltIcon color="danger" titleAccess="Power failure" />
      </Stack>
      <Button variant="outlined" startDecorator={<BoltIcon />}>
        Boost
      </Button>
    </Stack>
  );
}
