import { getProductInfoFromUrl, type ProductInfo } from '../routing';
import { buildSidebarTree, findActivePage, findPrevNext, type FlatSidebarEntry, type SidebarPage } from '../sidebar';
import type { TocItem } from '../toc';
import type { PageContextBase } from './context';

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

// Shared empty lists: the same input twice gives equal fields (memoised route data stays memoised).
const NO_PRODUCTS: ProductSummary[] = [];
const NO_ENTRIES: FlatSidebarEntry[] = [];
const NO_TOC: TocItem[] = [];

/** Route input of a page outside any product (home, 404): no sidebar, no table of contents. */
export function standaloneRouteInput(
  input: Pick<RouteInput, 'language' | 'translations' | 'pathname' | 'title' | 'description'> & { products?: ProductSummary[] },
): RouteInput {
  return { products: NO_PRODUCTS, ...input, product: null, sidebarEntries: NO_ENTRIES, toc: NO_TOC };
}
