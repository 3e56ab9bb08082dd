import fs from 'fs';
import os from 'os';
import path from 'path';
import { getDemoTheme } from '../../domain/demo';
import { STARTER_CHUNK_PREFIX, STARTER_COMPONENT_DIR, STARTER_SCREENSHOT_SIZE, starterComponentFile, starterScreenshotPath } from '../../domain/starters';
import { findStarterProblems, readStarterFiles, readStarters, starterSandboxDependencies, startersFile } from './starters';

const cwd = process.cwd();

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(file: string): { width: number; height: number } {
  const data = fs.readFileSync(file);
  for (let i = 2; i < data.length;) {
    const marker = data[i + 1];
    const length = data.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  throw new Error(`${file}: no JPEG frame header`);
}

const allStarters = () => readStarters(cwd).flatMap((catalog) => catalog.starters);

test("the products' starters, each list in its gallery's order, below its product's gallery page", () => {
  const catalogs = readStarters(cwd);
  expect(catalogs.map((c) => [c.productId, c.gallery])).toEqual([
    ['material-ui', { pathname: '/material-ui/getting-started/templates', position: 'start' }],
    ['joy-ui', { pathname: '/joy-ui/getting-started/templates', position: 'end' }],
  ]);
  const [material, joy] = catalogs;
  expect(material.starters.map((t) => t.slug)).toEqual([
    'dashboard',
    'marketing-page',
    'checkout',
    'sign-in',
    'sign-in-side',
    'sign-up',
    'blog',
    'pricing',
    'sticky-footer',
  ]);
  expect(joy.starters.map((t) => t.slug)).toEqual(['sign-in-side', 'order-dashboard', 'messages']);
  expect(joy.starters[0]).toMatchObject({ productId: 'joy-ui', productName: 'Joy UI', gallery: '/joy-ui/getting-started/templates', component: 'SignInSide' });
});

test("every starter has its page component, in its product's folder, rendering its entry module in its product's theme", () => {
  const starters = allStarters();
  const components = fs
    .readdirSync(path.join(cwd, STARTER_COMPONENT_DIR), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => `${STARTER_COMPONENT_DIR}/${name.split(path.sep).join('/')}`)
    .sort();
  expect(components).toEqual(starters.map(starterComponentFile).sort());
  const THEMES = { material: 'MaterialStarterTheme', joy: 'JoyStarterTheme' } as const;
  for (const t of starters) {
    const source = fs.readFileSync(path.join(cwd, starterComponentFile(t)), 'utf8');
    const theme = THEMES[getDemoTheme(t.productId)];
    expect(source).toContain(`import ${t.component} from '../../../../content/${t.productId}/starters/${t.slug}/${t.component}';`);
    expect(source).toContain(`import { ${theme} } from '../../../starters/${theme}';`);
    expect(source).toContain(`export default starterPage(${t.component}, ${theme});`);
  }
});

test('every starter of every product has its light and dark preview image, 640 × 400 (npm run screenshots:starters)', () => {
  for (const starter of allStarters()) {
    const id = `${starter.productId}/${starter.slug}`;
    for (const scheme of ['light', 'dark'] as const) {
      const file = path.join(cwd, 'static', starterScreenshotPath(starter, scheme));
      expect([id, scheme, fs.existsSync(file)]).toEqual([id, scheme, true]);
      expect([id, scheme, jpegSize(file)]).toEqual([id, scheme, STARTER_SCREENSHOT_SIZE]);
    }
  }
});

test("a starter's files: its entry first, then its other modules by name", () => {
  for (const [productId, slug] of [
    ['material-ui', 'checkout'],
    ['joy-ui', 'order-dashboard'],
  ]) {
    const starter = allStarters().find((t) => t.productId === productId && t.slug === slug)!;
    const names = readStarterFiles(cwd, starter).map((f) => f.name);
    expect(names[0]).toBe(`${starter.component}.tsx`);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b)));
    expect(names.length).toBeGreaterThan(1);
  }
});

test("each starter's folder stands alone: it imports only its own modules, React and its product's documented packages", () => {
  const allowed: Record<string, RegExp> = {
    'joy-ui': /^(react|@mui\/joy(\/.*)?|@mui\/icons-material\/\w+|\.\/\w+)$/,
  };
  for (const starter of allStarters().filter((t) => allowed[t.productId])) {
    for (const { name, raw } of readStarterFiles(cwd, starter)) {
      const imports = [...raw.matchAll(/^import\s[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1]);
      expect([starter.slug, name, imports.filter((i) => !allowed[starter.productId].test(i))]).toEqual([starter.slug, name, []]);
      // Local imports name a module of the same folder.
      for (const local of imports.filter((i) => i.startsWith('./'))) {
        const exists = ['.tsx', '.ts'].some((ext) => fs.existsSync(path.join(cwd, 'content', starter.productId, 'starters', starter.slug, `${local.slice(2)}${ext}`)));
        expect([starter.slug, name, local, exists]).toEqual([starter.slug, name, local, true]);
      }
    }
  }
});

test("a Joy UI starter's sandbox pins @mui/joy and the packages its files import to the installed versions", () => {
  const starter = allStarters().find((t) => t.productId === 'joy-ui' && t.slug === 'order-dashboard')!;
  const installed = (pkg: string) => JSON.parse(fs.readFileSync(path.join(cwd, 'node_modules', pkg, 'package.json'), 'utf8')).version as string;
  const { dependencies } = starterSandboxDependencies(starter, readStarterFiles(cwd, starter), (pkg) =>
    fs.existsSync(path.join(cwd, 'node_modules', pkg, 'package.json')) ? installed(pkg) : undefined,
  );
  expect(dependencies).toMatchObject({
    '@mui/joy': installed('@mui/joy'),
    '@mui/icons-material': installed('@mui/icons-material'),
    // The icons need Material UI installed beside them.
    '@mui/material': installed('@mui/material'),
    react: installed('react'),
    '@emotion/react': installed('@emotion/react'),
  });
  expect(dependencies['@mui/joy']).toBe('5.0.0-beta.46');
});

const GALLERY = { pathname: '/material-ui/getting-started/templates', position: 'start' };
function project(list: unknown, entries: string[] = [], productId = 'material-ui') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'templates-'));
  const file = startersFile(productId);
  fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
  // A list without a gallery is given Material UI's, so each case below is about its one mistake.
  const withGallery = typeof list === 'object' && list !== null && !('gallery' in list) ? { gallery: GALLERY, ...list } : list;
  fs.writeFileSync(path.join(root, file), typeof list === 'string' ? list : JSON.stringify(withGallery));
  for (const entry of entries) {
    fs.mkdirSync(path.join(root, path.dirname(file), path.dirname(entry)), { recursive: true });
    fs.writeFileSync(path.join(root, path.dirname(file), entry), 'export default function X() { return null; }\n');
  }
  return root;
}
const one = (slug: string, component: string) => ({ slug, component, title: 'T', description: 'D' });
const productName = () => 'Product';

test.each([
  ['not JSON', '{', [], /content\/material-ui\/starters\/starters\.json/],
  ['a slug in capitals', { starters: [one('Sign-In', 'SignIn')] }, ['Sign-In/SignIn.tsx'], /lower-case/],
  ['an unknown field', { starters: [{ ...one('a', 'A'), image: 'x' }] }, ['a/A.tsx'], /image/],
  [
    'no entry module',
    { starters: [one('pricing', 'Pricing')] },
    [],
    /template "pricing" has no entry module content\/material-ui\/starters\/pricing\/Pricing\.tsx\. Fix:/,
  ],
  ['a slug listed twice', { starters: [one('a', 'A'), one('a', 'A')] }, ['a/A.tsx'], /the slug "a" is listed twice/],
])('a bad template list fails the build naming the file and the fix: %s', (_, list, entries, message) => {
  expect(() => readStarters(project(list, entries as string[]), productName)).toThrow(message);
});

test.each([
  ['no gallery', { starters: [one('a', 'A')] }, /content\/joy-ui\/starters\/starters\.json is invalid:\n {2}- gallery: Required\. Fix: add this field\./],
  [
    'a gallery with a trailing slash',
    { gallery: { pathname: '/joy-ui/templates/', position: 'end' }, starters: [one('a', 'A')] },
    /gallery\.pathname: .*no trailing slash/,
  ],
  [
    'a position other than start or end',
    { gallery: { pathname: '/joy-ui/templates', position: 'bottom' }, starters: [one('a', 'A')] },
    /gallery\.position: .*'start' \| 'end'/,
  ],
])("another product's list names its own file: %s", (_, list, message) => {
  const root = project('{}', ['a/A.tsx'], 'joy-ui');
  fs.writeFileSync(path.join(root, startersFile('joy-ui')), JSON.stringify(list));
  expect(() => readStarters(root, productName)).toThrow(message);
});

test('a gallery that is not a page of its product, and a starter page at the URL of a documentation page, are named with the fix', () => {
  const [catalog] = readStarters(project({ gallery: { pathname: '/joy-ui/templates', position: 'end' }, starters: [one('a', 'A')] }, ['a/A.tsx'], 'joy-ui'), productName);
  const pages = (entries: Array<[string, string]>) => new Map(entries);
  expect(findStarterProblems([catalog], pages([['/joy-ui/templates', 'joy-ui']]))).toEqual([]);
  expect(findStarterProblems([catalog], pages([['/joy-ui/getting-started/templates', 'joy-ui']]))).toEqual([
    'content/joy-ui/starters/starters.json: the gallery "/joy-ui/templates" is not a page. Fix: write the page (content/joy-ui/docs/…) or set "gallery.pathname" to one of joy-ui\'s pages (/joy-ui/getting-started/templates).',
  ]);
  expect(findStarterProblems([catalog], pages([['/joy-ui/templates', 'material-ui']]))[0]).toMatch(/is a page of material-ui, not of joy-ui\. Fix:/);
  expect(
    findStarterProblems(
      [catalog],
      pages([
        ['/joy-ui/templates', 'joy-ui'],
        ['/joy-ui/templates/a', 'joy-ui'],
      ]),
    ),
  ).toEqual([
    'content/joy-ui/starters/starters.json: the page of template "a" (/joy-ui/templates/a) is also a documentation page. Fix: rename the slug or move the page.',
  ]);
});

test("the starters' chunk prefix is what Gatsby names their page components' chunks (lodash's kebabCase of the path)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const kebabCase = require('lodash/kebabCase') as (text: string) => string;
  for (const product of fs.readdirSync(path.join(cwd, STARTER_COMPONENT_DIR))) {
    for (const name of fs.readdirSync(path.join(cwd, STARTER_COMPONENT_DIR, product))) {
      expect(`component---${kebabCase(`${STARTER_COMPONENT_DIR}/${product}/${name}`)}`.startsWith(STARTER_CHUNK_PREFIX)).toBe(true);
    }
  }
});
