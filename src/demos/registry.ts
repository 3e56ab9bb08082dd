import type { ContentProductId } from '../domain/products';
import type { DemoModule } from './types';

type Registry = { importDemo: (path: string) => Promise<DemoModule> };

/**
 * Where the browser finds each product's demos: one small chunk per product holding the map from demo path
 * to demo chunk, loaded only on pages with demos of that product. (webpack needs a literal path per product,
 * hence one file each; registry.test.ts checks every content folder has one.) Demo chunks are unnamed on
 * purpose: Gatsby writes every named chunk into each page's HTML (`___chunkMapping`), so named demo chunks
 * would make every page's HTML grow with the number of demos on the site.
 */
export const DEMO_REGISTRIES: Record<ContentProductId, () => Promise<Registry>> = {
  'base-ui': () => import('./registries/base-ui'),
  docs: () => import('./registries/docs'),
  'docs-infra': () => import('./registries/docs-infra'),
  'joy-ui': () => import('./registries/joy-ui'),
  'material-ui': () => import('./registries/material-ui'),
  system: () => import('./registries/system'),
  'toolpad-core': () => import('./registries/toolpad-core'),
  'x-charts': () => import('./registries/x-charts'),
  'x-data-grid': () => import('./registries/x-data-grid'),
  'x-date-pickers': () => import('./registries/x-date-pickers'),
  'x-tree-view': () => import('./registries/x-tree-view'),
};

/** Loads a demo by its registry key (`./<product>/docs/demos/<page>/<Name>.tsx`). */
export async function importDemo(module: string): Promise<DemoModule> {
  const [, product, ...rest] = module.split('/');
  const registry = (DEMO_REGISTRIES as Record<string, (() => Promise<Registry>) | undefined>)[product];
  if (!registry) throw new Error(`No demo registry for the product folder "${product}".`);
  return (await registry()).importDemo(rest.join('/'));
}
