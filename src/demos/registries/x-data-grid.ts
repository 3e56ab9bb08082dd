import type { DemoModule } from '../types';

// The demos of content/x-data-grid, one chunk each (see ../registry.ts).
export const importDemo = (path: string): Promise<DemoModule> =>
  import(
    /* webpackInclude: /[\\/]demos[\\/][^\\/]+[\\/][A-Z]\w*(\.tailwind|\.css)?\.(tsx|js)$/ */
    `../../../content/x-data-grid/${path}`
  );
