/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { PRODUCT_IDS } from '../domain/products';

// The registries use webpack-only dynamic imports; the map is read without loading them.
test('every product folder under content/ has a demo registry (a new product needs one; the type of DEMO_REGISTRIES asks for it too)', async () => {
  const source = fs.readFileSync(path.join(__dirname, 'registry.ts'), 'utf8');
  const keys = [...source.matchAll(/^\s+'?([a-z-]+)'?: \(\) => import\(/gm)].map((m) => m[1]).sort();
  const products = fs
    .readdirSync(path.join(__dirname, '..', '..', 'content'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  expect(keys).toEqual(products);
  expect([...PRODUCT_IDS].sort()).toEqual(products);
  for (const product of products) {
    const registry = fs.readFileSync(path.join(__dirname, 'registries', `${product}.ts`), 'utf8');
    expect(registry).toContain(`\`../../../content/${product}/\${path}\``);
  }
});
