import type { ContentProductId } from '../domain/products';
import type { DemoModule } from './types';

type Registry = { importDemo: (path: string) => Promise<DemoModule> };

/**
 * Where the browser finds each product's demos: one small chunk per product holding the map from demo path
 * to demo chunk, loaded only on pages with demos of that product (the lists the build writes:
 * src/node/demos/demoLists.ts; registry.test.ts checks every content folder has its entry here). Demo chunks are unnamed on
 * purpose: Gatsby writes every named chunk into each page's HTML (`___chunkMapping`), so named demo chunks
 * would make every page's HTML grow with the number of demos on the site.
 */
export const DEMO_REGISTRIES: Record<ContentProductId, () => Promise<Registry>> = {
  'base-ui': () => import('docs-demo-lists/base-ui'),
  docs: () => import('docs-demo-lists/docs'),
  'docs-infra': () => import('docs-demo-lists/docs-infra'),
  'joy-ui': () => import('docs-demo-lists/joy-ui'),
  'material-ui': () => import('docs-demo-lists/material-ui'),
  system: () => import('docs-demo-lists/system'),
  'toolpad-core': () => import('docs-demo-lists/toolpad-core'),
  'x-charts': () => import('docs-demo-lists/x-charts'),
  'x-data-grid': () => import('docs-demo-lists/x-data-grid'),
  'x-date-pickers': () => import('docs-demo-lists/x-date-pickers'),
  'x-tree-view': () => import('docs-demo-lists/x-tree-view'),
};

/** Loads a demo by its registry key (`./<product>/docs/demos/<page>/<Name>.tsx`). */
export async function importDemo(module: string): Promise<DemoModule> {
  const [, product, ...rest] = module.split('/');
  const registry = (DEMO_REGISTRIES as Record<string, (() => Promise<Registry>) | undefined>)[product];
  if (!registry) throw new Error(`No demo registry for the product folder "${product}".`);
  return (await registry()).importDemo(rest.join('/'));
}
