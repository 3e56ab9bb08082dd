import type { NavLink, PageNav } from '../../domain/page/context';
import {
  buildSidebarTree,
  findActivePage,
  findPrevNext,
  pageToTitle,
  type FlatSidebarEntry,
  type NavNode,
  type ProductNav,
  type SidebarPage,
} from '../../domain/sidebar';
import { writeHashedFile } from '../../platform/hashedFiles';

export interface WrittenNav {
  url: string;
  tree: NavNode[];
}

/**
 * Writes a product's whole navigation once, as `public/nav/<product>.<hash>.json`: pages name the file and
 * carry only their own place in it (PageNav); the server renderer reads it to draw each page's sidebar and the
 * browser fetches it once per product (the hash in the name changes with its content, so it can be cached).
 */
export function writeProductNav(productId: string, entries: FlatSidebarEntry[]): WrittenNav {
  const tree = buildSidebarTree(entries);
  const nav: ProductNav = { productId, tree };
  return { url: writeHashedFile({ folder: 'nav', prefix: productId, extension: 'json', content: JSON.stringify(nav) }), tree };
}

const navLink = (page: SidebarPage | null): NavLink | null => (page ? { pathname: page.pathname, title: pageToTitle(page) } : null);

/** The page's previous and next pages in its product's reading order, and the product's navigation file. */
export function pageNav({ url, tree }: WrittenNav, pathname: string): PageNav {
  const { activePage } = findActivePage(tree, pathname);
  const { prev, next } = activePage ? findPrevNext(tree, activePage.pathname) : { prev: null, next: null };
  return { url, prev: navLink(prev), next: navLink(next) };
}
