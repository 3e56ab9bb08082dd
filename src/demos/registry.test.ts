/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { PRODUCT_IDS } from '../domain/products';

// The lists are webpack modules the build writes; the map is read without loading them.
test('every product folder under content/ has its demo list in the registry (a new product needs one; the type of DEMO_REGISTRIES asks for it too)', () => {
  const source = fs.readFileSync(path.join(__dirname, 'registry.ts'), 'utf8');
  const entries = [...source.matchAll(/^\s+'?([a-z-]+)'?: \(\) => import\('docs-demo-lists\/([a-z-]+)'\)/gm)];
  const products = fs
    .readdirSync(path.join(__dirname, '..', '..', 'content'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  expect(entries.map((m) => m[1]).sort()).toEqual(products);
  for (const [, product, list] of entries) expect(list).toBe(product);
  expect([...PRODUCT_IDS].sort()).toEqual(products);
});
