import type { DemoModule } from '../types';

// The demos of content/x-tree-view, one chunk each (see ../registry.ts).
export const importDemo = (path: string): Promise<DemoModule> =>
  import(
    /* webpackInclude: /[\\/]demos[\\/][^\\/]+[\\/][A-Z]\w*(\.tailwind|\.css)?\.(tsx|js)$/ */
    `../../../content/x-tree-view/${path}`
  );
