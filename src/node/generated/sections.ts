import path from 'path';
import type { Translate } from '../../domain/i18n';
import type { Language } from '../../domain/languages';
import type { GeneratedSection } from '../../domain/page/context';
import { STARTERS_GALLERY_PATHNAME, type StarterInfo } from '../../domain/starters';
import { readProductFile } from '../content/products';
import { resolveInstalledVersion } from '../installedVersions';
import type { ToHtml } from '../mdx/renderBody';
import type { ProductNode } from '../pages/contentQuery';
import { gallerySection } from '../starters/gallerySection';
import { DEFAULT_THEME_PATHNAME, themeViewerSection } from '../themeViewer/themeTree';
import { readVersionRows, VERSIONS_PATHNAME, versionsSection } from '../versions/versionsSection';

/** A generated section for one page, in one language. */
export type SectionMaker = (language: Language, t: Translate, html: ToHtml) => GeneratedSection;

/** A section with one table-of-contents entry, as the page context carries it. */
const withToc = ({ body, toc }: { body: GeneratedSection['body']; toc: GeneratedSection['toc'][number] }): GeneratedSection => ({ body, toc: [toc] });

/**
 * The sections the build makes from data, drawn before a page's own body (DocPageView), by the page they belong to.
 * In page context rather than the MDX resolver: Gatsby reruns createPages on every build, so a product.json, starter
 * list or package upgrade always reaches the page.
 */
export function generatedSections(products: ProductNode[], starters: StarterInfo[], hasPreview: (url: string) => boolean): Map<string, SectionMaker> {
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
  return new Map<string, SectionMaker>([
    // The table of /versions/, from the products' data (product.json, content/docs/versions.json).
    [VERSIONS_PATHNAME, (language, t, html) => withToc(versionsSection(readVersions(), language, t, html))],
    // The installed createTheme(), light and dark.
    [DEFAULT_THEME_PATHNAME, (language, t, html) => themeViewerSection(language, t, html, resolveInstalledVersion('@mui/material') ?? '')],
    // A card per starter.
    [STARTERS_GALLERY_PATHNAME, (language, t, html) => withToc(gallerySection(starters, language, t, html, hasPreview))],
  ]);
}
