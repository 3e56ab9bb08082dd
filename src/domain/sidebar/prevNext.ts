import type { SidebarPage } from './types';

/** Leaf pages in reading order: internal, shown in the nav, groups skipped. */
export function flattenReadingOrder(pages: SidebarPage[]): SidebarPage[] {
  return pages.flatMap((page) => {
    if (page.inSideNav === false) return [];
    if (page.children && page.children.length > 0) return flattenReadingOrder(page.children);
    return page.pathname.startsWith('/') ? [page] : [];
  });
}

export function findPrevNext(pages: SidebarPage[], pathname: string): { prev: SidebarPage | null; next: SidebarPage | null } {
  const order = flattenReadingOrder(pages);
  const index = order.findIndex((page) => page.pathname === pathname);
  if (index === -1) return { prev: null, next: null };
  return { prev: order[index - 1] ?? null, next: order[index + 1] ?? null };
}
