import type { DemoModule } from './types';

type Registry = { importDemo: (path: string) => Promise<DemoModule> };

/**
 * Where the browser finds each product's demos. A registry is a small chunk holding the map from demo
 * path to demo chunk for one product; it loads only on pages with demos of that product, so a page's
 * JavaScript never grows with the number of demos elsewhere on the site. (webpack needs a literal path
 * per product, hence one file each.) The build fails for a product missing here (src/node/demos).
 */
export const DEMO_REGISTRIES: Record<string, () => Promise<Registry>> = {
  'base-ui': () => import(/* webpackChunkName: "demo-registry-base-ui" */ './registries/base-ui'),
  docs: () => import(/* webpackChunkName: "demo-registry-docs" */ './registries/docs'),
  'docs-infra': () => import(/* webpackChunkName: "demo-registry-docs-infra" */ './registries/docs-infra'),
  'joy-ui': () => import(/* webpackChunkName: "demo-registry-joy-ui" */ './registries/joy-ui'),
  'material-ui': () => import(/* webpackChunkName: "demo-registry-material-ui" */ './registries/material-ui'),
  system: () => import(/* webpackChunkName: "demo-registry-system" */ './registries/system'),
  'toolpad-core': () => import(/* webpackChunkName: "demo-registry-toolpad-core" */ './registries/toolpad-core'),
  'x-charts': () => import(/* webpackChunkName: "demo-registry-x-charts" */ './registries/x-charts'),
  'x-data-grid': () => import(/* webpackChunkName: "demo-registry-x-data-grid" */ './registries/x-data-grid'),
  'x-date-pickers': () => import(/* webpackChunkName: "demo-registry-x-date-pickers" */ './registries/x-date-pickers'),
  'x-tree-view': () => import(/* webpackChunkName: "demo-registry-x-tree-view" */ './registries/x-tree-view'),
};

/** Loads a demo by its registry key (`./<product>/docs/demos/<page>/<Name>.tsx`). */
export async function importDemo(module: string): Promise<DemoModule> {
  const [, product, ...rest] = module.split('/');
  const registry = DEMO_REGISTRIES[product];
  if (!registry) throw new Error(`No demo registry for the product folder "${product}".`);
  return (await registry()).importDemo(rest.join('/'));
}
