import type { SidebarPage } from './types';

/**
 * The components-api / hooks-api tab variants of a page share their parent's pathname: the one exception
 * to "each pathname once" (the build check and the active-page lookup both ask here).
 */
export const isApiTabPathname = (pathname: string): boolean => /components-api|hooks-api/.test(pathname);

export function normalizeSidebarPathname(pathname: string): string {
  return pathname.replace('/[docsTab]', '').replace('components-api', '').replace('hooks-api', '');
}

export interface ActivePageResult {
  activePage: SidebarPage | null;
  /** Closest parent first, up to (and including) the synthetic root. */
  activePageParents: SidebarPage[];
}

/**
 * Finds the sidebar entry for a canonical pathname and its parents.
 * Throws on a duplicated pathname, except the components-api / hooks-api tab variants.
 */
export function findActivePage(pages: SidebarPage[], pathname: string): ActivePageResult {
  const root: SidebarPage = { pathname: '/', children: pages };
  const map = new Map<string, SidebarPage>();
  const parentOf = new Map<SidebarPage, SidebarPage>();
  const seen = new Set<string>();

  const walk = (parent: SidebarPage) => {
    for (const child of parent.children ?? []) {
      const normalized = normalizeSidebarPathname(child.pathname);
      map.set(normalized, child);
      if (!isApiTabPathname(child.pathname)) {
        if (seen.has(normalized)) throw new Error(`Duplicated pathname ${child.pathname} in pages`);
        seen.add(normalized);
      }
      parentOf.set(child, parent);
      walk(child);
    }
  };
  walk(root);

  const activePage = map.get(normalizeSidebarPathname(pathname)) ?? null;
  const activePageParents: SidebarPage[] = [];
  for (let p = activePage && parentOf.get(activePage); p; p = parentOf.get(p)) activePageParents.push(p);
  return { activePage, activePageParents };
}
