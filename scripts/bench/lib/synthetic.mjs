import fs from 'node:fs';
import path from 'node:path';

const PRODUCT = 'docs-infra';
const BASE = '/experiments/docs';

function listMdx(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? listMdx(path.join(dir, d.name)) : d.name.endsWith('.mdx') ? [path.join(dir, d.name)] : []));
}

/**
 * Adds (factor − 1) × the real MDX pages as copies in the docs-infra product, with a sidebar group,
 * so the site has factor × its pages while the measured pages' own products stay as they are.
 * Returns { sources, copies, restore }.
 */
export function addSyntheticPages(root, factor) {
  const dir = path.join(root, 'content', PRODUCT, 'docs', 'bench-synthetic');
  const sidebarFile = path.join(root, 'content', PRODUCT, 'sidebar.json');
  const sources = listMdx(path.join(root, 'content')).filter((f) => !f.includes('bench-synthetic'));
  const copies = sources.length * (factor - 1);
  const original = fs.readFileSync(sidebarFile, 'utf8');
  const restore = () => {
    fs.writeFileSync(sidebarFile, original);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  fs.mkdirSync(dir, { recursive: true });
  const children = [];
  for (let i = 0; i < copies; i += 1) {
    const source = sources[i % sources.length];
    fs.copyFileSync(source, path.join(dir, `page-${i}.mdx`));
    // A page's demos live in demos/<page>/ beside it (index.mdx: its folder's name): copy them along.
    const base = path.basename(source, '.mdx');
    const demos = path.join(path.dirname(source), 'demos', base === 'index' ? path.basename(path.dirname(source)) : base);
    if (fs.existsSync(demos)) fs.cpSync(demos, path.join(dir, 'demos', `page-${i}`), { recursive: true });
    children.push({ pathname: `${BASE}/bench-synthetic/page-${i}` });
  }
  const sidebar = JSON.parse(original);
  sidebar.push({ pathname: `${BASE}/bench-synthetic-group`, title: 'Synthetic pages', children });
  fs.writeFileSync(sidebarFile, JSON.stringify(sidebar, null, 2));
  return { sources: sources.length, copies, restore };
}
