import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES } from '../domain/languages';
import type { DocPageContext, GeneratedSection, StandalonePageContext, TemplatePageContext } from '../domain/page/context';
import type { Translate } from '../domain/i18n';
import type { Language } from '../domain/languages';
import { TEMPLATES_GALLERY_PATHNAME, templatePathname } from '../domain/templates';
import { toPageUrl } from '../domain/routing';
import { offlineSourcePage } from '../domain/offline/policy';
import { buildTranslate } from './i18n';
import { readProductFile } from './content/products';
import { resolveInstalledVersion } from './installedVersions';
import { getToHtml } from './mdx/docField';
import type { ToHtml } from './mdx/renderBody';
import { getHighlighter } from './mdx/highlight';
import { gallerySection, hasScreenshot } from './templates/gallerySection';
import { FRAME_LABELS } from './templates/labels';
import { readTemplates, writeTemplateSource } from './templates/templates';
import { DEFAULT_THEME_PATHNAME, themeViewerSection } from './themeViewer/themeTree';
import { readVersionRows, VERSIONS_PATHNAME, versionsSection } from './versions/versionsSection';
import { buildSidebarTree, findActivePage, findPrevNext, pageToTitle, type FlatSidebarEntry, type NavNode, type ProductNav, type SidebarPage } from '../domain/sidebar';
import type { NavLink, PageNav } from '../domain/page/context';
import { findDuplicatePathnames } from './checks/duplicatePathnames';
import { findDuplicatePages } from './checks/duplicatePages';
import { findMissingPages } from './checks/missingPages';
import { embedsDemo } from './mdx/embedsDemo';

const template = (name: string) => path.resolve(process.cwd(), `src/templates/${name}.tsx`);

interface MdxPage {
  id: string;
  body: string;
  fields: { pathname: string; productId: string; language: string };
  internal: { contentFilePath: string };
}

interface Query {
  allMdx: { nodes: MdxPage[] };
  allSidebarEntry: { nodes: Array<FlatSidebarEntry & { productId: string; sourceFile: string }> };
  allProduct: { nodes: Array<{ productId: string; landing: string; sourceFile: string }> };
  allApiPage: { nodes: Array<{ id: string; pathname: string; productId: string; packageName: string }> };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Query>(`
    {
      allMdx {
        nodes {
          id
          body
          fields {
            pathname
            productId
            language
          }
          internal {
            contentFilePath
          }
        }
      }
      allSidebarEntry(sort: { order: ASC }) {
        nodes {
          productId
          key
          parentKey
          order
          pathname
          sourceFile
          title
          subheader
          plan
          newFeature
          planned
          unstable
          beta
          legacy
          deprecated
          icon
          linkProps
          inSideNav
        }
      }
      allProduct {
        nodes {
          productId
          landing
          sourceFile
        }
      }
      allApiPage {
        nodes {
          id
          pathname
          productId
          packageName
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content', result.errors);
    return;
  }
  const { allSidebarEntry, allProduct, allApiPage } = result.data;
  // Pages are the originals (English); a translation (name.zh.mdx) replaces its original on its language's page.
  const originals = result.data.allMdx.nodes.filter((n) => n.fields.language === DEFAULT_LANGUAGE);
  const translated = new Map(result.data.allMdx.nodes.filter((n) => n.fields.language !== DEFAULT_LANGUAGE).map((n) => [`${n.fields.language}|${n.fields.pathname}`, n]));
  const pages = new Set([...originals.map((n) => n.fields.pathname), ...allApiPage.nodes.map((n) => n.pathname)]);
  const fileOf = (n: MdxPage) => path.relative(process.cwd(), n.internal.contentFilePath);

  const errors: string[] = findDuplicatePages([
    ...originals.map((n) => ({ pathname: n.fields.pathname, file: fileOf(n) })),
    ...allApiPage.nodes.map((n) => ({ pathname: n.pathname, file: `the API reference of ${n.packageName} (product.json "api")` })),
  ]);
  for (const n of translated.values()) {
    if (!pages.has(n.fields.pathname)) {
      errors.push(
        `${fileOf(n)}: a translation of ${n.fields.pathname}, which has no English page. Fix: add the original beside it (without .${n.fields.language}) or remove the translation.`,
      );
    }
  }
  for (const product of allProduct.nodes) {
    const entries = allSidebarEntry.nodes.filter((e) => e.productId === product.productId);
    const file = entries[0]?.sourceFile ?? product.sourceFile.replace('product.json', 'sidebar.json');
    if (entries.length === 0) {
      errors.push(`${file} is missing for product "${product.productId}". Fix: add a sidebar.json beside ${product.sourceFile}.`);
      continue;
    }
    const text = fs.readFileSync(path.resolve(process.cwd(), file), 'utf8');
    errors.push(...findDuplicatePathnames({ file, text, entries }), ...findMissingPages(file, entries, pages));
    if (!pages.has(product.landing)) {
      errors.push(`${product.sourceFile}: landing ${product.landing} has no page. Fix: point "landing" at an existing page.`);
    }
  }
  if (errors.length > 0) {
    reporter.panicOnBuild(`Content check failed (${errors.length}):\n${errors.join('\n')}`);
    return;
  }

  const navs = new Map(
    allProduct.nodes.map((product) => [
      product.productId,
      writeProductNav(
        product.productId,
        allSidebarEntry.nodes.filter((e) => e.productId === product.productId),
      ),
    ]),
  );
  removeStaleNavFiles([...navs.values()].map((nav) => nav.url));

  // The sample templates: the gallery's cards and a full-screen page each, with their source written once.
  const templates = readTemplates(process.cwd());
  const highlighter = await getHighlighter();
  const templateSources = new Map(templates.map((info) => [info.slug, writeTemplateSource(process.cwd(), info, highlighter, resolveInstalledVersion)]));
  const missingPreviews = new Set<string>();
  const withPreview = (url: string) => {
    const found = hasScreenshot(process.cwd(), url);
    if (!found) missingPreviews.add(url);
    return found;
  };

  // Sections the build makes from data, drawn before a page's own body (DocPageView), by the page they belong to.
  const toHtml = await getToHtml();
  let versionRows: ReturnType<typeof readVersionRows> | undefined;
  const readVersions = () =>
    (versionRows ??= readVersionRows(
      process.cwd(),
      allProduct.nodes.map((p) => {
        const { name, order, versions } = readProductFile(path.basename(path.dirname(p.sourceFile)));
        return { productId: p.productId, name, order, versions };
      }),
      resolveInstalledVersion,
    ));
  const generatedSections = new Map<string, (language: Language, t: Translate, html: ToHtml) => GeneratedSection>([
    // The table of /versions/, from the products' data (product.json, content/docs/versions.json).
    [VERSIONS_PATHNAME, (language, t, html) => withToc(versionsSection(readVersions(), language, t, html))],
    // The installed createTheme(), light and dark.
    [DEFAULT_THEME_PATHNAME, (language, t, html) => themeViewerSection(language, t, html, resolveInstalledVersion('@mui/material') ?? '')],
    // A card per sample template.
    [TEMPLATES_GALLERY_PATHNAME, (language, t, html) => withToc(gallerySection(templates, language, t, html, withPreview))],
  ]);

  for (const language of LANGUAGES) {
    // The UI strings of a language other than English travel in its pages' context (English is bundled).
    const translations = await LANGUAGE_INFO[language].loadDictionary?.();
    for (const original of originals) {
      const node = translated.get(`${language}|${original.fields.pathname}`) ?? original;
      const productNav = navs.get(node.fields.productId);
      if (!productNav) throw new Error(`${node.internal.contentFilePath}: product "${node.fields.productId}" has no product.json.`);
      const nav = pageNav(productNav, node.fields.pathname);
      const context: DocPageContext = { language, translations, id: node.id, productId: node.fields.productId, pathname: node.fields.pathname, nav };
      const generate = generatedSections.get(node.fields.pathname);
      if (generate) context.generated = generate(language, buildTranslate(language, translations), toHtml);
      // Pages with live demos get the template that carries the demo code; the others never load it.
      actions.createPage({ path: toPageUrl(node.fields.pathname, language), component: template(embedsDemo(node.body) ? 'demo-page' : 'doc-page'), context });
    }
    for (const node of allApiPage.nodes) {
      const productNav = navs.get(node.productId);
      if (!productNav) throw new Error(`API page ${node.pathname}: product "${node.productId}" has no product.json.`);
      const context: DocPageContext = {
        language,
        translations,
        id: node.id,
        productId: node.productId,
        pathname: node.pathname,
        nav: pageNav(productNav, node.pathname),
      };
      actions.createPage({ path: toPageUrl(node.pathname, language), component: template('api-page'), context });
    }
    for (const info of templates) {
      const pathname = templatePathname(info.slug);
      const { slug, component: entry, title, description } = info;
      const context: TemplatePageContext = {
        language,
        translations,
        pathname,
        slug,
        entry,
        title,
        description,
        sourceUrl: templateSources.get(slug)!,
        labels: FRAME_LABELS[language],
      };
      actions.createPage({ path: toPageUrl(pathname, language), component: template(`sample/${slug}`), context });
    }
    const standalone = (pathname: string): StandalonePageContext => ({ language, translations, pathname });
    actions.createPage({ path: toPageUrl('/', language), component: template('home-page'), context: standalone('/') });
    actions.createPage({ path: toPageUrl('/404', language), component: template('not-found-page'), context: standalone('/404') });
    // Made into /offline.html after the build (src/node/offline): not a page of its own.
    actions.createPage({ path: offlineSourcePage(language), component: template('offline-page'), context: standalone('/offline') });
  }
  if (missingPreviews.size > 0) {
    reporter.warn(
      `Template previews missing (the gallery shows the cards without them): ${[...missingPreviews].join(', ')}. Fix: run \`npm run screenshots:templates\` after a build and commit the images.`,
    );
  }
};

/** A section with one table-of-contents entry, as the page context carries it. */
const withToc = ({ body, toc }: { body: GeneratedSection['body']; toc: GeneratedSection['toc'][number] }): GeneratedSection => ({ body, toc: [toc] });

interface WrittenNav {
  url: string;
  tree: NavNode[];
}

/**
 * Writes a product's whole navigation once, as `public/nav/<product>.<hash>.json`: pages name the file and
 * carry only their own place in it (PageNav); the server renderer reads it to draw each page's sidebar and the
 * browser fetches it once per product (the hash in the name changes with its content, so it can be cached).
 */
function writeProductNav(productId: string, entries: FlatSidebarEntry[]): WrittenNav {
  const tree = buildSidebarTree(entries);
  const nav: ProductNav = { productId, tree };
  const json = JSON.stringify(nav);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 12);
  const url = `/nav/${productId}.${hash}.json`;
  const file = path.join(process.cwd(), 'public', url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  return { url, tree };
}

const navLink = (page: SidebarPage | null): NavLink | null => (page ? { pathname: page.pathname, title: pageToTitle(page) } : null);

/** The page's previous and next pages in its product's reading order, and the product's navigation file. */
function pageNav({ url, tree }: WrittenNav, pathname: string): PageNav {
  const { activePage } = findActivePage(tree, pathname);
  const { prev, next } = activePage ? findPrevNext(tree, activePage.pathname) : { prev: null, next: null };
  return { url, prev: navLink(prev), next: navLink(next) };
}

/** Navigation files of earlier builds (another hash) are deleted: public/ holds only the current ones. */
function removeStaleNavFiles(current: string[]) {
  const dir = path.join(process.cwd(), 'public', 'nav');
  const keep = new Set(current.map((url) => path.basename(url)));
  for (const name of fs.readdirSync(dir)) if (!keep.has(name)) fs.rmSync(path.join(dir, name));
}
