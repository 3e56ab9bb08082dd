import fs from 'fs';
import path from 'path';
import { expect, type Locator, type Page } from '@playwright/test';
import { APP_SCRIPTS_ID, type ReaderNote } from '../../src/domain/page/appLoading';
import { LAYOUT_CLASS } from '../../src/theme/classNames';

const ROOT = path.resolve(__dirname, '..', '..');

export interface SidebarEntry {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: SidebarEntry[];
  inSideNav?: boolean;
  plan?: 'pro' | 'premium';
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  deprecated?: boolean;
}

export function readJson<T>(relativePath: string): T {
  return JSON.parse(fs.readFileSync(path.join(ROOT, relativePath), 'utf8')) as T;
}

/** What the build extracted for the API reference (src/node/reference/reference.ts writes it after each build). */
export interface ApiPackageSummary {
  packageName: string;
  version: string;
  productId: string;
  apiPath: string;
  pages: string[];
  items: Array<{ name: string; kind: 'component' | 'hook' | 'interface'; pathname: string; deprecated: boolean }>;
  skipped: Array<{ name: string; reason: string }>;
}

export function readApiSummary(): ApiPackageSummary[] {
  return readJson<ApiPackageSummary[]>('.cache/docs-api/summary.json');
}

/**
 * A product's sidebar as the site draws it: sidebar.json, its `"generated": "api"` entry read as the group of the
 * product's API pages (the index, then the components and hooks by name, then the entry's own children; components and
 * hooks under subheaders when there are both or when those children are under a subheader).
 */
export function readSidebar(folder: string): SidebarEntry[] {
  const entries = readJson<Array<SidebarEntry & { generated?: 'api' }>>(`content/${folder}/sidebar.json`);
  const expand = (list: Array<SidebarEntry & { generated?: 'api' }>): SidebarEntry[] =>
    list.map((entry) => {
      if (entry.generated !== 'api') return entry.children ? { ...entry, children: expand(entry.children) } : entry;
      const product = readJson<{ api: { title: string } }>(`content/${folder}/product.json`);
      const items = readApiSummary().find((p) => p.productId === folder)!.items;
      const link = (i: (typeof items)[number]): SidebarEntry => ({ pathname: i.pathname, title: i.name, ...(i.deprecated ? { deprecated: true } : {}) });
      const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name));
      const components = sorted.filter((i) => i.kind === 'component').map(link);
      const hooks = sorted.filter((i) => i.kind === 'hook').map(link);
      const authored = entry.children ?? [];
      const lists =
        [components, hooks].filter((list) => list.length > 0).length + (authored.some((child) => child.subheader) ? 1 : 0) > 1
          ? [
              ...(components.length ? [{ pathname: `${entry.pathname}-components`, subheader: 'Components', children: components }] : []),
              ...(hooks.length ? [{ pathname: `${entry.pathname}-hooks`, subheader: 'Hooks', children: hooks }] : []),
            ]
          : [...components, ...hooks];
      return {
        pathname: `${entry.pathname}-group`,
        title: product.api.title,
        children: [{ pathname: entry.pathname, title: 'Index' }, ...lists, ...authored],
      };
    });
  return expand(entries);
}

/** The installed version of an npm package, e.g. '6.1.2'. */
export function installedVersion(packageName: string): string {
  return readJson<{ version: string }>(`node_modules/${packageName}/package.json`).version;
}

/** Leaf pages in reading order (what prev/next follows): groups and subheaders are skipped, external links dropped. */
export function readingOrder(pages: SidebarEntry[]): string[] {
  return pages.flatMap((page) => {
    if (page.inSideNav === false) return [];
    if (page.children && page.children.length > 0) return readingOrder(page.children);
    return page.pathname.startsWith('/') ? [page.pathname] : [];
  });
}

/** Every entry of a sidebar tree, depth first. */
export function allEntries(pages: SidebarEntry[]): SidebarEntry[] {
  return pages.flatMap((page) => [page, ...allEntries(page.children ?? [])]);
}

/** URL of a canonical pathname: optional language prefix and a trailing slash. */
export function pageUrl(pathname: string, language: 'en' | 'zh' = 'en'): string {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return language === 'en' ? withSlash : `/${language}${withSlash}`;
}

/** On a page read without the app: waits until the reader's behaviours are installed (it starts after the first frame). */
export async function waitForReader(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as ReaderNote).docsReaderStarted === true);
}

/**
 * Waits until React has hydrated the page: Gatsby's root exists, React has claimed the
 * server-rendered `<main>` (it stores its fiber on hydrated DOM nodes) and the first render's effects have run. On a page read
 * without the app, the app is asked for first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A page read without the app (docs/design/rendering.md) loads it when the reader first reaches for one of its
  // controls: the pointer reaching the sidebar's product switcher, as a reader's would (settings, search, the page's
  // actions, the feedback and the demos open islands of their own instead). Dispatched, not moved there: the page
  // keeps its scroll position.
  if ((await page.locator(`#${APP_SCRIPTS_ID}`).count()) > 0) {
    await waitForReader(page);
    await page.locator(`.${LAYOUT_CLASS.drawerContent} .drawer-header button`).first().dispatchEvent('pointerover');
  }
  await page.waitForFunction(() => {
    const main = document.querySelector('#___gatsby main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  // The first render committed and its effects ran (the app's listeners are effects): Gatsby marks it before
  // onInitialClientRender. A fiber on <main> alone can come earlier, while React is still rendering.
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);
  await page.waitForLoadState('networkidle');
}

export async function gotoAndHydrate(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return response;
}

/** Pathname of the current page. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectMeta(page: Page, name: string, content: string) {
  await expect(page.locator(`meta[name="${name}"]`)).toHaveAttribute('content', content);
}

export interface ProductFile {
  id: string;
  name: string;
  category: string;
  basePath: string;
  landing: string;
  versions: Array<{ current?: boolean; text?: string; package?: string; href: string }>;
}

/** Every product.json, keyed by content folder. */
export function readProducts(): Array<ProductFile & { folder: string }> {
  const dir = path.join(ROOT, 'content');
  return fs
    .readdirSync(dir)
    .filter((folder) => fs.existsSync(path.join(dir, folder, 'product.json')))
    .map((folder) => ({ folder, ...readJson<ProductFile>(`content/${folder}/product.json`) }));
}

/** The frontmatter title of the MDX page served at a canonical pathname (e.g. '/material-ui/getting-started'). */
export function docTitle(pathname: string): string {
  const product = readProducts()
    .filter((p) => pathname === p.basePath || pathname.startsWith(`${p.basePath}/`))
    .sort((a, b) => b.basePath.length - a.basePath.length)[0];
  if (!product) throw new Error(`No product serves ${pathname}`);
  const rest = pathname.slice(product.basePath.length).replace(/^\//, '');
  const docs = path.join(ROOT, 'content', product.folder, 'docs');
  const candidates = [path.join(docs, `${rest}.mdx`), path.join(docs, rest, 'index.mdx')];
  const file = candidates.find((f) => fs.existsSync(f));
  if (!file) throw new Error(`No MDX file for ${pathname} (tried ${candidates.join(', ')})`);
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const raw = /^title:\s*(.*)$/m.exec(frontmatter)?.[1]?.trim();
  if (!raw) throw new Error(`${file} has no title`);
  return raw.replace(/^(['"])(.*)\1$/, '$2');
}

/** The sidebar's "Getting started" group of Material UI closes and opens again, hiding and showing its Usage link. */
export async function expectGettingStartedToggles(nav: Locator) {
  const group = nav.getByRole('button', { name: 'Getting started', exact: true });
  const usage = nav.getByRole('link', { name: 'Usage', exact: true });
  await expect(usage).toBeVisible();
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(usage).toBeHidden();
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(usage).toBeVisible();
}
