import * as React from 'react';
import {
  styled,
  compose,
  spacing,
  palette,
  borders,
  SpacingProps,
  PaletteProps,
  BordersProps,
} from '@mui/system';

const systemProps = [
  ...spacing.filterProps,
  ...palette.filterProps,
  ...borders.filterProps,
];

// The style functions read the props; shouldForwardProp keeps them off the DOM.
const Badge = styled('span', {
  shouldForwardProp: (prop) => !systemProps.includes(String(prop)),
})<SpacingProps & PaletteProps & BordersProps>(compose(spacing, palette, borders));

export default function StyleFunctions() {
  return (
    <div>
      <Badge
        px={1.5}
        py={0.5}
        mr={1}
        bgcolor="primary.main"
        color="primary.contrastText"
        borderRadius={4}
      >
        Published
      </Badge>
      <Badge px={1.5} py={0.5} border={1} color="primary.main" borderRadius={4}>
        Draft
      </Badge>
    </div>
  );
}
