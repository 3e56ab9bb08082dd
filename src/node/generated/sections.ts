import path from 'path';
import type { Translate } from '../../domain/i18n';
import type { Language } from '../../domain/languages';
import type { GeneratedSection, SectionPosition } from '../../domain/page/generated';
import { readProductFile } from '../content/products';
import { resolveInstalledVersion } from '../installedVersions';
import type { ToHtml } from '../mdx/renderBody';
import type { ProductNode } from '../pages/contentQuery';
import { gallerySection } from '../starters/gallerySection';
import type { StarterCatalog } from '../starters/starters';
import { themeViewerSection } from '../themeViewer/themeTree';
import { THEME_VIEWERS } from '../themeViewer/viewers';
import { readVersionRows, VERSIONS_PATHNAME, versionsSection } from '../versions/versionsSection';

/** A generated section for one page, in one language. */
export type SectionMaker = (language: Language, t: Translate, html: ToHtml) => GeneratedSection;

/** A section with one table-of-contents entry, as the page context carries it. */
const withToc = ({ body, toc }: { body: GeneratedSection['body']; toc: GeneratedSection['toc'][number] }, position: SectionPosition): GeneratedSection => ({
  body,
  toc: [toc],
  position,
});

/**
 * The sections the build makes from data, drawn before or after a page's own body (DocPageView), by the page they
 * belong to. In page context rather than the MDX resolver: Gatsby reruns createPages on every build, so a
 * product.json, starter list or package upgrade always reaches the page.
 */
export function generatedSections(products: ProductNode[], catalogs: StarterCatalog[], hasPreview: (url: string) => boolean): Map<string, SectionMaker> {
  let versionRows: ReturnType<typeof readVersionRows> | undefined;
  const readVersions = () =>
    (versionRows ??= readVersionRows(
      process.cwd(),
      products.map((p) => {
        const { name, order, versions } = readProductFile(path.basename(path.dirname(p.sourceFile)));
        return { productId: p.productId, name, order, versions };
      }),
      resolveInstalledVersion,
    ));
  const rows: Array<[string, SectionMaker]> = [
    // The table of /versions/, from the products' data (product.json, content/docs/versions.json).
    [VERSIONS_PATHNAME, (language, t, html) => withToc(versionsSection(readVersions(), language, t, html), 'start')],
    // Each product's default theme, light and dark, from its installed package (createTheme(), extendTheme()).
    ...THEME_VIEWERS.map((viewer): [string, SectionMaker] => [
      viewer.pathname,
      (language, t, html) => ({ ...themeViewerSection(viewer, language, t, html, resolveInstalledVersion(viewer.packageName) ?? ''), position: viewer.position }),
    ]),
    // A card per starter, on each product's gallery page (content/<product>/starters/starters.json).
    ...catalogs.map(({ gallery, starters }): [string, SectionMaker] => [
      gallery.pathname,
      (language, t, html) => withToc(gallerySection(starters, language, t, html, hasPreview), gallery.position),
    ]),
  ];
  const sections = new Map(rows);
  if (sections.size < rows.length) {
    const twice = rows.map(([pathname]) => pathname).filter((pathname, index, all) => all.indexOf(pathname) !== index);
    throw new Error(`Two generated sections for one page (${twice.join(', ')}): a page has at most one. Fix: move a starter gallery to a page of its own.`);
  }
  return sections;
}
