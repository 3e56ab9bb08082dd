import * as React from 'react';
import Box from '@mui/joy/Box';
import Link, { LinkProps } from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const variants: (LinkProps['variant'] | undefined)[] = [
  undefined,
  'plain',
  'outlined',
  'soft',
  'solid',
];
const colors: NonNullable<LinkProps['color']>[] = [
  'primary',
  'neutral',
  'success',
  'warning',
  'danger',
];

export default function LinkVariants() {
  return (
    <Box
      id="link-variants-demo"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto repeat(5, auto)',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'start',
      }}
    >
      {variants.map((variant) => (
        <React.Fragment key={variant ?? 'none'}>
          <Typography level="body-xs">{variant ?? 'no variant'}</Typography>
          {colors.map((color) => (
            <Link
              key={color}
              href="#link-variants-demo"
              variant={variant}
              color={color}
              level="body-sm"
            >
              {color}
            </Link>
          ))}
        </React.Fragment>
      ))}
    </Box>
  );
}
