import type { DemoModule } from '../types';

// The demos of content/material-ui, one chunk each (see ../registry.ts).
export const importDemo = (path: string): Promise<DemoModule> =>
  import(
    /* webpackInclude: /[\\/]demos[\\/][^\\/]+[\\/][A-Z]\w*(\.tailwind|\.css)?\.(tsx|js)$/ */
    `../../../content/material-ui/${path}`
  );
