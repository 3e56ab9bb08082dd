import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { MaterialDemoTheme, MaterialDemoVariables } from '../demos/MaterialDemoTheme';

/**
 * Material UI's starters render in the demos' theme, Material UI's default theme: CSS variables switched by the same
 * class on <html> as the docs, linked from the page's head (src/gatsby/onRenderBody.tsx), so the starter follows the
 * reader's mode from the first paint; with CssBaseline.
 */
export function MaterialStarterTheme({ children }: { children: React.ReactNode }) {
  return (
    <MaterialDemoTheme direction="ltr">
      <MaterialDemoVariables />
      <CssBaseline enableColorScheme />
      {children}
    </MaterialDemoTheme>
  );
}
