import type { ApiSearchData } from '../reference/types';
import type { RenderedDoc } from '../markdown';
import type { ProductData, ProductSummary } from './routeData';

/**
 * What the page queries return (their fragments: src/templates/fragments.ts). The shapes of the custom fields (`doc`,
 * `search`) are the build's own (src/node/createSchemaCustomization.ts declares them as JSON), so they are written here
 * once, for the templates and the layouts that read them.
 */

/** The product parts every page of a product shows (version menu, switcher): fragment `DocShellData`. */
export interface DocShellData {
  product: ProductData;
  allProduct: { nodes: ProductSummary[] };
}

/** Fragment `DocPageData`: the page (compiled at build time by the `Mdx.doc` field), its product and the products of
 * the switcher. The sidebar is not here: it is one file per product (createPages, PageNav). */
export interface DocPageData extends DocShellData {
  mdx: { frontmatter: { title: string; description: string }; doc: RenderedDoc };
}

/** Fragment `ApiPageData`: an API reference page (`ApiPage.doc` writes its body at build time). */
export interface ApiPageData extends DocShellData {
  apiPage: { title: string; description: string; doc: RenderedDoc; search: ApiSearchData | null };
}
