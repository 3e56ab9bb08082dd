import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import robotoSlabLight from '@fontsource/roboto-slab/files/roboto-slab-latin-300-normal.woff2';
import robotoSlabBold from '@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2';

/**
 * The blog's extra font family, Roboto Slab (light and bold, Latin), declared only while the blog is on screen:
 * importing the package's CSS instead would add its rules to every page of an app that bundles CSS globally.
 */
export default function BlogFonts() {
  return (
    <GlobalStyles
      styles={`
        @font-face {
          font-family: 'Roboto Slab';
          font-style: normal;
          font-weight: 300;
          font-display: swap;
          src: url(${robotoSlabLight}) format('woff2');
        }
        @font-face {
          font-family: 'Roboto Slab';
          font-style: normal;
          font-weight: 700;
          font-display: swap;
          src: url(${robotoSlabBold}) format('woff2');
        }
      `}
    />
  );
}
