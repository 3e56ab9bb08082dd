import fs from 'fs';
import os from 'os';
import path from 'path';
import { STARTER_CHUNK_PREFIX, STARTER_COMPONENT_DIR, STARTER_SCREENSHOT_SIZE, starterScreenshotPath } from '../../domain/starters';
import { readStarterFiles, readStarters, STARTERS_FILE } from './starters';

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

test('the nine templates of the gallery, in its order, each with its page component that renders its entry module', () => {
  const templates = readStarters(cwd);
  expect(templates.map((t) => t.slug)).toEqual(['dashboard', 'marketing-page', 'checkout', 'sign-in', 'sign-in-side', 'sign-up', 'blog', 'pricing', 'sticky-footer']);
  const components = fs.readdirSync(path.join(cwd, STARTER_COMPONENT_DIR)).sort();
  expect(components).toEqual(templates.map((t) => `${t.slug}.tsx`).sort());
  for (const t of templates) {
    const source = fs.readFileSync(path.join(cwd, STARTER_COMPONENT_DIR, `${t.slug}.tsx`), 'utf8');
    expect(source).toContain(`import ${t.component} from '../../../content/material-ui/starters/${t.slug}/${t.component}';`);
    expect(source).toContain(`export default starterPage(${t.component});`);
  }
});

test('every template has its light and dark preview image, 640 × 400 (npm run screenshots:starters)', () => {
  for (const { slug } of readStarters(cwd)) {
    for (const scheme of ['light', 'dark'] as const) {
      const file = path.join(cwd, 'static', starterScreenshotPath(slug, scheme));
      expect([slug, scheme, fs.existsSync(file)]).toEqual([slug, scheme, true]);
      expect(jpegSize(file)).toEqual(STARTER_SCREENSHOT_SIZE);
    }
  }
});

test("a template's files: its entry first, then its other modules by name", () => {
  const checkout = readStarters(cwd).find((t) => t.slug === 'checkout')!;
  const names = readStarterFiles(cwd, checkout).map((f) => f.name);
  expect(names[0]).toBe('Checkout.tsx');
  expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b)));
  expect(names.length).toBeGreaterThan(1);
});

function project(list: unknown, entries: string[] = []) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'templates-'));
  fs.mkdirSync(path.join(root, path.dirname(STARTERS_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, STARTERS_FILE), typeof list === 'string' ? list : JSON.stringify(list));
  for (const entry of entries) {
    fs.mkdirSync(path.join(root, path.dirname(STARTERS_FILE), path.dirname(entry)), { recursive: true });
    fs.writeFileSync(path.join(root, path.dirname(STARTERS_FILE), entry), 'export default function X() { return null; }\n');
  }
  return root;
}
const one = (slug: string, component: string) => ({ slug, component, title: 'T', description: 'D' });

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
  expect(() => readStarters(project(list, entries as string[]))).toThrow(message);
});

test("the starters' chunk prefix is what Gatsby names their page components' chunks (lodash's kebabCase of the path)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const kebabCase = require('lodash/kebabCase') as (text: string) => string;
  for (const name of fs.readdirSync(path.join(cwd, STARTER_COMPONENT_DIR))) {
    expect(`component---${kebabCase(`${STARTER_COMPONENT_DIR}/${name}`)}`.startsWith(STARTER_CHUNK_PREFIX)).toBe(true);
  }
});
