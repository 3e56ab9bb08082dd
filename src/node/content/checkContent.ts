import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import site from '../../config/site.json';
import { DEFAULT_LANGUAGE } from '../../domain/languages';
import { getProductTraits } from '../../domain/products';
import { productOwnsUrl } from '../../domain/routing';
import type { CompiledDoc } from '../../domain/markdown';
import { expandGeneratedEntries, type ApiSidebarItem } from '../../domain/reference/sidebar';
import { flattenSidebarTree, type SidebarPage } from '../../domain/sidebar';
import { findDuplicatePathnames } from '../checks/duplicatePathnames';
import { findMissingPages, nearestPathnames } from '../checks/missingPages';
import { buildDemo } from '../demos/buildDemo';
import { getDemoFolder, locateDemoFiles } from '../demos/locateDemo';
import { checkFrontmatterSyntax } from '../frontmatterGuard';
import { resolveInstalledVersion } from '../installedVersions';
import { findStarterProblems, readStarters, startersDir, type StarterCatalog } from '../starters/starters';
import { starterPathname } from '../../domain/starters';
import { compileDoc, ContentError } from '../mdx/compileDoc';
import { loadHighlighter } from '../mdx/highlight';
import { alignHeadingIds } from '../mdx/translation';
import { formatIssues, frontmatterSchema, parseJsonFile, sidebarFileSchema } from '../schemas';
import { CONTENT_DIR, mdxPathname, readProductFile } from './products';

/**
 * `npm run check:content`: what the build would say about content, in seconds instead of a build. Each MDX
 * file of the products asked for is compiled with the build's own compiler (frontmatter, callouts, code,
 * images, demos with their generated JavaScript), its translations aligned with it, its internal links and
 * anchors resolved against every page of the site, and its product's sidebar checked for duplicates and
 * entries without a page. The demos' server rendering is checked by the script (scripts/content/check.mjs).
 */

export interface ContentPage {
  file: string;
  productId: string;
  pathname: string;
  language: string;
}

export interface CheckResult {
  errors: string[];
  pages: ContentPage[];
  /** Each checked page's demo modules, relative to content/ (`joy-ui/docs/demos/react-button/Basic.tsx`). */
  demoModules: Array<{ productId: string; module: string; page: string }>;
}

/** The index page of each product's API reference (product.json `api.path`). */
const listProductApiIndexes = (): string[] =>
  fs
    .readdirSync(CONTENT_DIR)
    .filter((folder) => fs.existsSync(path.join(CONTENT_DIR, folder, 'product.json')))
    .flatMap((folder) => readProductFile(folder).api?.path ?? []);

const rel = (file: string) => path.relative(process.cwd(), file);

function listMdx(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'demos' ? [] : listMdx(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** Every MDX page of content/, with its URL. */
export function listContentPages(contentDir = CONTENT_DIR): ContentPage[] {
  return fs
    .readdirSync(contentDir)
    .filter((folder) => fs.existsSync(path.join(contentDir, folder, 'product.json')))
    .flatMap((folder) => {
      const { id } = readProductFile(folder);
      return listMdx(path.join(contentDir, folder, 'docs')).map((file) => ({ file, productId: id, ...mdxPathname(file) }));
    });
}

/** What the checks read of a compiled tree (root, elements, docs elements, text). */
interface TreeNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
}

const linksOf = (node: TreeNode, found: string[] = []): string[] => {
  const href = node.properties?.href;
  if (node.type === 'element' && node.tagName === 'a' && typeof href === 'string') found.push(href);
  for (const child of node.children ?? []) linksOf(child, found);
  return found;
};

const idsOf = (node: TreeNode, found = new Set<string>()): Set<string> => {
  const id = node.properties?.id;
  if (node.type === 'element' && typeof id === 'string') found.add(id);
  for (const child of node.children ?? []) idsOf(child, found);
  return found;
};

/**
 * Checks the pages of the given products (all when empty), or of the given MDX files.
 * `api`: the API reference's items (src/node/reference/reference.ts), whose pages links and sidebars may name.
 */
export async function checkContent(targets: string[], api: ReadonlyArray<ApiSidebarItem & { productId: string }>): Promise<CheckResult> {
  const all = listContentPages();
  const errors: string[] = [];
  const wanted = (page: ContentPage) =>
    targets.length === 0 || targets.includes(page.productId) || targets.some((t) => path.resolve(t) === page.file || rel(page.file).startsWith(`${t.replace(/\/$/, '')}/`));
  const checked = all.filter(wanted);
  const originals = new Map(all.filter((p) => p.language === DEFAULT_LANGUAGE).map((p) => [p.pathname, p]));
  let catalogs: StarterCatalog[] = [];
  try {
    catalogs = readStarters(process.cwd());
  } catch (error) {
    errors.push((error as Error).message);
  }
  const pages = new Set<string>([
    ...originals.keys(),
    ...api.map((item) => item.pathname),
    ...listProductApiIndexes(),
    '/',
    ...catalogs.flatMap((catalog) => catalog.starters.map(starterPathname)),
  ]);
  const highlighter = await loadHighlighter();
  const demoModules: CheckResult['demoModules'] = [];
  const compiled = new Map<string, Promise<CompiledDoc | null>>();

  const compile = (page: ContentPage, withDemos: boolean): Promise<CompiledDoc | null> => {
    const key = `${page.file}|${withDemos}`;
    let doc = compiled.get(key);
    if (!doc) {
      doc = (async () => {
        const raw = fs.readFileSync(page.file, 'utf8');
        const syntax = checkFrontmatterSyntax(rel(page.file), raw);
        if (syntax) throw new ContentError(syntax);
        const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(raw)!;
        const frontmatter = frontmatterSchema.safeParse(yaml.safeLoad(match[1]) ?? {});
        if (!frontmatter.success) throw new ContentError(formatIssues(`${rel(page.file)} (frontmatter)`, frontmatter.error));
        const body = raw.slice(match[0].length);
        const lineOffset = match[0].split('\n').length - 1;
        return compileDoc(
          body,
          { file: rel(page.file), lineOffset },
          {
            loadDemo: async (name) => {
              const demo = await buildDemo(page.file, name, {
                contentRoot: CONTENT_DIR,
                productId: page.productId,
                sourceCodeUrl: site.sourceCodeUrl,
                highlighter,
                resolveVersion: resolveInstalledVersion,
                cacheDir: withDemos ? path.join(process.cwd(), '.cache', 'docs-demos') : null,
              });
              if (withDemos && page.language === DEFAULT_LANGUAGE) {
                for (const files of Object.values(locateDemoFiles(getDemoFolder(page.file), name))) {
                  const main = files.ts ?? files.js;
                  if (main) demoModules.push({ productId: page.productId, module: path.relative(CONTENT_DIR, main), page: page.pathname });
                }
              }
              return demo;
            },
          },
        );
      })().catch((error: Error) => {
        errors.push(error instanceof ContentError ? error.message : `${rel(page.file)}: ${error.message}`);
        return null;
      });
      compiled.set(key, doc);
    }
    return doc;
  };

  const anchorsOf = async (pathname: string): Promise<Set<string> | null> => {
    const target = originals.get(pathname);
    if (!target) return null; // API pages and generated sections: their anchors are the build's
    const doc = await compile(target, false);
    return doc ? idsOf(doc.tree as TreeNode) : null;
  };

  for (const page of checked) {
    if (!productOwnsUrl(page.productId, getProductTraits(page.productId).category, page.pathname)) {
      errors.push(`${rel(page.file)}: its URL ${page.pathname} is outside product "${page.productId}"'s URL space. Fix: change the product's basePath or move the file.`);
    }
    const doc = await compile(page, true);
    if (!doc) continue;
    if (page.language !== DEFAULT_LANGUAGE) {
      const original = originals.get(page.pathname);
      if (!original) {
        errors.push(`${rel(page.file)}: a translation of ${page.pathname}, which has no English page. Fix: add the original beside it or remove the translation.`);
        continue;
      }
      const originalDoc = await compile(original, true);
      if (originalDoc) {
        try {
          alignHeadingIds(doc, originalDoc, rel(page.file));
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
    }
    const ownIds = idsOf(doc.tree as TreeNode);
    for (const href of linksOf(doc.tree as TreeNode)) {
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      const [rawPath, hash] = href.split('#');
      const pathname = rawPath === '' ? page.pathname : rawPath.replace(/^\/zh(?=\/)/, '').replace(/\/$/, '') || '/';
      if (rawPath !== '' && /\.\w+$/.test(pathname)) {
        if (!fs.existsSync(path.join(process.cwd(), 'static', pathname))) errors.push(`${rel(page.file)}: the link ${href} names a file that static/ does not have.`);
        continue;
      }
      if (!pages.has(pathname)) {
        errors.push(`${rel(page.file)}: the link ${href} has no page. Nearest existing pathnames: ${nearestPathnames(pathname, pages).join(', ')}.`);
        continue;
      }
      if (!hash) continue;
      const ids = rawPath === '' ? ownIds : await anchorsOf(pathname);
      if (ids && !ids.has(hash)) {
        const near = nearestPathnames(hash, ids, 3);
        errors.push(`${rel(page.file)}: the link ${href} points at an anchor the page does not have.${near.length ? ` Its nearest anchors: ${near.join(', ')}.` : ''}`);
      }
    }
  }

  // The sidebars of the products checked: duplicates, and entries without a page.
  const products = [...new Set(checked.map((p) => p.productId))];
  // Their starters: each list's gallery is one of its product's pages, and each starter's entry module is rendered
  // like a demo (in its product's theme) by the script.
  const ownCatalogs = catalogs.filter((catalog) => products.includes(catalog.productId));
  errors.push(...findStarterProblems(ownCatalogs, new Map([...originals].map(([pathname, page]) => [pathname, page.productId]))));
  for (const starter of ownCatalogs.flatMap((catalog) => catalog.starters)) {
    const module = path.relative(CONTENT_DIR, path.join(process.cwd(), startersDir(starter.productId), starter.slug, `${starter.component}.tsx`));
    demoModules.push({ productId: starter.productId, module, page: starterPathname(starter) });
  }
  for (const productId of products) {
    const folder = path.join(CONTENT_DIR, productId);
    const file = path.join(folder, 'sidebar.json');
    const display = rel(file);
    const text = fs.readFileSync(file, 'utf8');
    const parsed = sidebarFileSchema.safeParse(parseJsonFile(display, text));
    if (!parsed.success) {
      errors.push(formatIssues(display, parsed.error));
      continue;
    }
    const product = readProductFile(productId);
    const expandErrors: string[] = [];
    const entries = expandGeneratedEntries(
      parsed.data as SidebarPage[],
      (pathname) =>
        product.api?.path === pathname
          ? { title: product.api.title, items: api.filter((item) => item.productId === productId) }
          : `${display}: the generated entry ${pathname} is not the product's api.path. Fix: make them the same.`,
      expandErrors,
    );
    const flat = flattenSidebarTree(entries);
    errors.push(...expandErrors, ...findDuplicatePathnames({ file: display, text, entries: flat }), ...findMissingPages(display, flat, pages));
  }
  return { errors, pages: checked, demoModules };
}
