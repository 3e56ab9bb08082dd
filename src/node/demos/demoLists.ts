import fs from 'fs';
import path from 'path';

/**
 * The lists of demo modules webpack bundles: one per product folder for the browser (`docs-demo-lists/<product>`:
 * the demo's path under the folder → its chunk, loaded by src/demos/registry.ts) and one for the server renderer
 * (`docs-demo-lists/server`: every demo, by its key `./<product>/…`, for LiveDemo.server.tsx). Written into
 * `.cache/docs-demo-lists/` (webpack's alias `docs-demo-lists`; types in src/demos/demo-lists.d.ts) before the
 * bundles, and again when createPages runs in `gatsby develop`; a file is written only when its text changes.
 *
 * Why not webpack's import contexts over `content/`, as before: a context depends on every file under its folder, and
 * the MDX pages are there beside the demos. An MDX edit made webpack build part of the HTML renderer again (~15 s of
 * a warm build) and `gatsby develop` rebuild its bundle (6.4 s of the 12.8 s an edit took to reach the page's data).
 * An explicit list depends on the demos alone, and changes only when a demo is added or removed.
 */

/** A demo module under content/: `<…>/demos/<page>/<Name>[.tailwind|.css].tsx` (what the import contexts matched). */
export const DEMO_FILE = /(^|\/)demos\/[^/]+\/[A-Z]\w*(\.tailwind|\.css)?\.(tsx|js)$/;
export const DEMO_LISTS_DIR = path.join('.cache', 'docs-demo-lists');
/** The server renderer's list; the others are named after their product folder. */
export const SERVER_LIST = 'server';

/** The demo modules under `contentDir`, as sorted paths relative to it with `/` separators. */
export function findDemoFiles(contentDir: string): string[] {
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => DEMO_FILE.test(file))
    .sort();
}

const HEADER = '// Written by src/node/demos/demoLists.ts from the demos under content/: not to be edited.\n';
const importPath = (file: string) => JSON.stringify(`../../content/${file}`);

/** The lists' file names (without `.js`) and texts, for the demo files found and every product folder. */
export function demoListSources(files: string[], productFolders: string[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const product of productFolders) {
    const entries = files
      .filter((file) => file.startsWith(`${product}/`))
      .map((file) => `  ${JSON.stringify(file.slice(product.length + 1))}: () => import(${importPath(file)}),\n`);
    sources.set(
      product,
      `${HEADER}// The demos of content/${product}, one chunk each.\nconst demos = {\n${entries.join('')}};\n\n` +
        'export function importDemo(path) {\n' +
        '  const load = Object.prototype.hasOwnProperty.call(demos, path) ? demos[path] : undefined;\n' +
        `  return load ? load() : Promise.reject(new Error(\`No demo "\${path}" under content/${product}.\`));\n` +
        '}\n',
    );
  }
  const imports = files.map((file, index) => `import * as demo${index} from ${importPath(file)};\n`);
  const entries = files.map((file, index) => `  ${JSON.stringify(`./${file}`)}: demo${index},\n`);
  sources.set(
    SERVER_LIST,
    `${HEADER}// Every demo, bundled into the server renderer.\n${imports.join('')}\nconst demos = {\n${entries.join('')}};\n\n` +
      'export function demoModule(key) {\n' +
      '  if (!Object.prototype.hasOwnProperty.call(demos, key)) throw new Error(`No demo "${key}" under content/.`);\n' +
      '  return demos[key];\n' +
      '}\n',
  );
  return sources;
}

/** Writes the lists for the demos under `root`/content; returns the names of the files whose text changed. */
export function writeDemoLists(root: string): { demos: number; written: string[] } {
  const contentDir = path.join(root, 'content');
  const files = findDemoFiles(contentDir);
  const products = fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const dir = path.join(root, DEMO_LISTS_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const sources = demoListSources(files, products);
  for (const [name, text] of sources) {
    const file = path.join(dir, `${name}.js`);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(file, text);
    written.push(name);
  }
  for (const file of fs.readdirSync(dir)) if (!sources.has(file.replace(/\.js$/, ''))) fs.rmSync(path.join(dir, file));
  return { demos: files.length, written };
}
