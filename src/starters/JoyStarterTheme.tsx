import * as React from 'react';
import CssBaseline from '@mui/joy/CssBaseline';
import { JoyDemoFollower } from '../demos/JoyDemoFollower';

/**
 * Joy UI's starters render as Joy demos do: Joy's CssVarsProvider on the docs' storage keys, its variables linked from
 * the page's head and its colour-scheme attribute set by Joy's script before the first paint (src/gatsby/onRenderBody.tsx),
 * following the frame's mode toggle within the tab; with Joy's CssBaseline.
 */
export function JoyStarterTheme({ children }: { children: React.ReactNode }) {
  return (
    <JoyDemoFollower>
      <CssBaseline />
      {children}
    </JoyDemoFollower>
  );
}
