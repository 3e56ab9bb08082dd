import fs from 'fs';
import path from 'path';
import { writeHashedFile } from '../../platform/hashedFiles';
import { z } from 'zod';
import { PRODUCT_IDS } from '../../domain/products';
import { STARTER_SOURCE_FILE_PATTERN, starterPathname, starterSandboxFiles, type Starter, type StarterGallery, type StarterSource } from '../../domain/starters';
import { getSandboxDependencies, type SandboxDependencies } from '../../domain/sandbox';
import { readProductFile } from '../content/products';
import { highlightOrEscape, type Highlighter } from '../mdx/highlight';
import { formatIssues, parseJsonFile } from '../schemas';

/** Where a product's starters live: one folder per starter and the list that orders them (content/<product>/starters/). */
export const startersDir = (productId: string): string => path.join('content', productId, 'starters');
export const startersFile = (productId: string): string => path.join(startersDir(productId), 'starters.json');

const startersSchema = z
  .object({
    gallery: z
      .object({
        pathname: z
          .string()
          .regex(/^(\/[a-z0-9][a-z0-9-]*)+$/, 'use the canonical pathname of one of the product\'s pages: "/joy-ui/getting-started/templates", no trailing slash'),
        position: z.enum(['start', 'end']),
      })
      .strict(),
    starters: z
      .array(
        z
          .object({
            slug: z.string().regex(/^[a-z][a-z0-9-]*$/, 'use lower-case words joined by "-"'),
            component: z.string().regex(/^[A-Z]\w*$/, 'use the PascalCase name of the entry module'),
            title: z.string().trim().min(1),
            description: z.string().trim().min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

/** A product's starters and the page that lists them. */
export interface StarterCatalog {
  productId: string;
  file: string;
  gallery: StarterGallery;
  starters: Starter[];
}

/**
 * Every product's starters (products in table order, starters in their list's order): each `content/<product>/
 * starters/starters.json` found. Each starter's folder and entry module must exist.
 */
export function readStarters(root: string, productName: (productId: string) => string = (id) => readProductFile(id).name): StarterCatalog[] {
  return PRODUCT_IDS.filter((id) => fs.existsSync(path.join(root, startersFile(id)))).map((productId) => readCatalog(root, productId, productName(productId)));
}

function readCatalog(root: string, productId: string, productName: string): StarterCatalog {
  const file = startersFile(productId);
  const parsed = startersSchema.safeParse(parseJsonFile(file, fs.readFileSync(path.join(root, file), 'utf8')));
  if (!parsed.success) throw new Error(formatIssues(file, parsed.error));
  const { gallery, starters } = parsed.data;
  const seen = new Set<string>();
  for (const t of starters) {
    if (seen.has(t.slug)) throw new Error(`${file}: the slug "${t.slug}" is listed twice. Fix: give each starter its own slug.`);
    seen.add(t.slug);
    const entry = path.join(startersDir(productId), t.slug, `${t.component}.tsx`);
    if (!fs.existsSync(path.join(root, entry))) {
      throw new Error(`${file}: template "${t.slug}" has no entry module ${entry}. Fix: add it (default export ${t.component}) or fix "slug"/"component".`);
    }
  }
  return { productId, file, gallery, starters: starters.map((t) => ({ ...t, productId, productName, gallery: gallery.pathname })) };
}

/**
 * What a starter list can get wrong about the pages: its gallery must be a page of its own product, and no starter's
 * page may take the URL of a documentation page. `pages`: canonical pathname → product of every documentation page.
 */
export function findStarterProblems(catalogs: StarterCatalog[], pages: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const { file, productId, gallery, starters } of catalogs) {
    const owner = pages.get(gallery.pathname);
    if (owner !== productId) {
      const near = [...pages].filter(([p, id]) => id === productId && /templates|starters|examples/.test(p)).map(([p]) => p);
      problems.push(
        owner === undefined
          ? `${file}: the gallery "${gallery.pathname}" is not a page. Fix: write the page (content/${productId}/docs/…) or set "gallery.pathname" to one of ${productId}'s pages${near.length ? ` (${near.join(', ')})` : ''}.`
          : `${file}: the gallery "${gallery.pathname}" is a page of ${owner}, not of ${productId}. Fix: list the starters on a page of ${productId}.`,
      );
    }
    for (const starter of starters) {
      const pathname = starterPathname(starter);
      if (pages.has(pathname))
        problems.push(`${file}: the page of template "${starter.slug}" (${pathname}) is also a documentation page. Fix: rename the slug or move the page.`);
    }
  }
  return problems;
}

/** A starter's source files: the entry first, then the other modules of its folder by name. */
export function readStarterFiles(root: string, starter: Pick<Starter, 'productId' | 'slug' | 'component'>): Array<{ name: string; raw: string }> {
  const dir = path.join(root, startersDir(starter.productId), starter.slug);
  const entry = `${starter.component}.tsx`;
  const names = fs
    .readdirSync(dir)
    .filter((name) => STARTER_SOURCE_FILE_PATTERN.test(name))
    .sort((a, b) => (a === entry ? -1 : b === entry ? 1 : a.localeCompare(b)));
  return names.map((name) => ({ name, raw: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * A starter's sandbox dependencies: what its files and the sandbox's wrapper import, plus its product's provider
 * package (the sandbox's entry file imports it: @mui/material, or @mui/joy), each pinned to the installed version.
 */
export function starterSandboxDependencies(
  starter: Pick<Starter, 'productId' | 'slug' | 'component'>,
  files: ReadonlyArray<{ name: string; raw: string }>,
  resolveVersion: (pkg: string) => string | undefined,
): SandboxDependencies {
  const codes = Object.values(starterSandboxFiles(starter, files)).concat(files.map((f) => f.raw));
  return getSandboxDependencies(codes, { codeVariant: 'TS', productId: starter.productId, resolveVersion });
}

/** Highlighted starter files by language and text: `gatsby develop` writes the sources again on every createPages. */
const highlightedBy = new WeakMap<Highlighter, Map<string, string>>();

/**
 * Writes a starter's source (highlighted for reading, raw for copying and the sandboxes) with its sandbox
 * dependencies as `public/starters/<product>-<slug>.<hash>.json`: the starter page fetches it only when the reader
 * opens the source or a sandbox, so the page's own data stays small. Returns its URL.
 */
export function writeStarterSource(root: string, starter: Starter, highlighter: Highlighter, resolveVersion: (pkg: string) => string | undefined): string {
  const highlighted = highlightedBy.get(highlighter) ?? new Map<string, string>();
  highlightedBy.set(highlighter, highlighted);
  const files = readStarterFiles(root, starter).map(({ name, raw }) => {
    const language = name.endsWith('.tsx') ? 'tsx' : 'ts';
    const key = `${language}\n${raw}`;
    let html = highlighted.get(key);
    if (html === undefined) highlighted.set(key, (html = highlightOrEscape(highlighter, raw, language)));
    return { name, raw, html };
  });
  const source: StarterSource = { files, sandbox: starterSandboxDependencies(starter, files, resolveVersion) };
  return writeHashedFile({ folder: 'starters', prefix: starterSourcePrefix(starter), extension: 'json', content: JSON.stringify(source) }, path.join(root, 'public'));
}

/** The name of a starter's source file before its hash: `<product>-<slug>`, as slugs are unique within a product only. */
const starterSourcePrefix = (starter: Pick<Starter, 'productId' | 'slug'>): string => `${starter.productId}-${starter.slug}`;
