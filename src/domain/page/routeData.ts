import { getProductInfoFromUrl, type ProductInfo } from '../routing';
import type { TocItem } from '../toc';
import type { DemoMap } from '../demo';
import type { NavLink, PageContextBase, PageNav } from './context';
import { withGeneratedSection, type GeneratedSection } from './generated';

export interface ProductSummary {
  productId: string;
  name: string;
  description: string;
  landing: string;
  logo: string;
}
export interface ProductVersion {
  text: string;
  href: string;
  current: boolean;
}
export interface ProductData extends ProductSummary {
  versions: ProductVersion[];
}

export interface RouteInput extends PageContextBase {
  title: string;
  description: string;
  product: ProductData | null;
  products: ProductSummary[];
  /** The page's place in its product's navigation (null outside a product). */
  nav: PageNav | null;
  toc: TocItem[];
  /** The page's Markdown twin (`/material-ui/react-button.md`), for pages that have one (documentation and API pages). */
  twin?: string;
}

export interface RouteData extends RouteInput {
  productInfo: ProductInfo;
  prev: NavLink | null;
  next: NavLink | null;
  /** `<page title> - <product name>`, or the bare title outside a product. */
  documentTitle: string;
}

/** Everything the page shell needs about the current route, computed once per page. */
export function resolveRouteData(input: RouteInput): RouteData {
  return {
    ...input,
    productInfo: getProductInfoFromUrl(`${input.pathname}/`),
    prev: input.nav?.prev ?? null,
    next: input.nav?.next ?? null,
    documentTitle: input.product ? `${input.title} - ${input.product.name}` : input.title,
  };
}

// Shared empty lists: the same input twice gives equal fields (memoised route data stays memoised).
const NO_PRODUCTS: ProductSummary[] = [];
const NO_TOC: TocItem[] = [];

/** Route input of a page outside any product (home, 404): no sidebar, no table of contents. */
export function standaloneRouteInput(
  input: Pick<RouteInput, 'language' | 'translations' | 'pathname' | 'title' | 'description' | 'card'> & { products?: ProductSummary[] },
): RouteInput {
  return { products: NO_PRODUCTS, ...input, product: null, nav: null, toc: NO_TOC };
}

/** What a page's page-data.json holds that an island reads (every template's context, and its shell's data if any). */
export interface IslandPageData {
  result?: {
    pageContext?: Partial<PageContextBase> & { nav?: PageNav | null; generated?: GeneratedSection };
    /**
     * `mdx.doc`: a documentation page's table of contents (the feedback names the section a comment is about) and its
     * live demos (the demo islands draw them).
     */
    data?: { product?: ProductData | null; allProduct?: { nodes?: ProductSummary[] }; mdx?: { doc?: { toc?: TocItem[]; demos?: DemoMap } | null } | null } | null;
  };
}

/**
 * The route input of an island (a part of the app mounted alone on a page read without it: src/gatsby/reader/islands.tsx)
 * from the page's page-data.json, as the page's template would read it: its language, UI strings, pathname, product
 * and products, and a documentation page's table of contents (with its generated section's); not its body. Null when
 * the file is not a page's data.
 */
export function islandRouteInput(pageData: IslandPageData, title: string): RouteInput | null {
  const context = pageData.result?.pageContext;
  if (!context?.language || typeof context.pathname !== 'string') return null;
  const data = pageData.result?.data ?? {};
  return {
    language: context.language,
    translations: context.translations,
    pathname: context.pathname,
    title,
    description: '',
    product: data.product ?? null,
    products: data.allProduct?.nodes ?? NO_PRODUCTS,
    nav: context.nav ?? null,
    toc: withGeneratedSection({ body: [], toc: data.mdx?.doc?.toc ?? NO_TOC }, context.generated).toc,
    card: context.card,
  };
}
