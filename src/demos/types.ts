import type * as React from 'react';

/** What a demo module exports. A framed demo receives the frame's window (MUI docs' convention). */
export interface DemoModule {
  default: React.ComponentType<{ window?: () => Window }>;
}

/** Props of the live demo, implemented once for the server (LiveDemo.server) and once for the browser. */
export interface LiveDemoProps {
  /** Registry key: the demo's path under content/ (`./material-ui/docs/demos/react-button/Basic.tsx`). */
  module: string;
  productId: string;
  /** Changing it remounts the demo (the toolbar's "Reset demo"). */
  resetKey: number;
  /** id of the element holding the server-rendered demo, reused until the live code has loaded. */
  islandId: string;
  /** Build-time Tailwind CSS of this variant, if any. */
  css?: string;
  /** Text of the error box shown when the demo throws. */
  errorTitle: string;
  /** Render inside an iframe of this height (demos whose library installs global styles). */
  frameHeight?: number;
  /** Accessible title of the iframe. */
  title: string;
}
