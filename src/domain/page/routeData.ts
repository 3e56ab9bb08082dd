import type { Dictionary } from '../i18n';
import { getProductInfoFromUrl, type Language, type ProductInfo } from '../routing';
import { buildSidebarTree, findActivePage, findPrevNext, type FlatSidebarEntry, type SidebarPage } from '../sidebar';
import type { TocItem } from '../toc';

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
  category: string;
  versions: ProductVersion[];
}

/** What the build puts in every page's context. */
export interface PageContextBase {
  language: Language;
  /** The UI strings of a non-English page (English is bundled); SPEC §3 page props. */
  translations?: Dictionary;
}

export interface RouteInput extends PageContextBase {
  /** Canonical pathname, no language prefix, no trailing slash. */
  pathname: string;
  title: string;
  description: string;
  product: ProductData | null;
  products: ProductSummary[];
  sidebarEntries: FlatSidebarEntry[];
  toc: TocItem[];
}

export interface RouteData extends RouteInput {
  productInfo: ProductInfo;
  sidebar: SidebarPage[];
  activePage: SidebarPage | null;
  activePageParents: SidebarPage[];
  prev: SidebarPage | null;
  next: SidebarPage | null;
  /** `<page title> - <product name>`, or the bare title outside a product. */
  documentTitle: string;
}

/** Everything the page shell needs about the current route, computed once per page. */
export function resolveRouteData(input: RouteInput): RouteData {
  const sidebar = buildSidebarTree(input.sidebarEntries);
  const { activePage, activePageParents } = findActivePage(sidebar, input.pathname);
  const { prev, next } = activePage ? findPrevNext(sidebar, activePage.pathname) : { prev: null, next: null };
  return {
    ...input,
    productInfo: getProductInfoFromUrl(`${input.pathname}/`),
    sidebar,
    activePage,
    activePageParents,
    prev,
    next,
    documentTitle: input.product ? `${input.title} - ${input.product.name}` : input.title,
  };
}

/** Route data of a page outside any product (home, 404): no sidebar, no table of contents. */
export function resolveStandaloneRouteData(
  input: Pick<RouteInput, 'language' | 'translations' | 'pathname' | 'title' | 'description'> & { products?: ProductSummary[] },
): RouteData {
  return resolveRouteData({ products: [], ...input, product: null, sidebarEntries: [], toc: [] });
}
