import type { FlatSidebarEntry, SidebarPage } from './types';

/** Flattens a sidebar tree into entries that point at their parent (pre-order). */
export function flattenSidebarTree(pages: SidebarPage[]): FlatSidebarEntry[] {
  const out: FlatSidebarEntry[] = [];
  const walk = (list: SidebarPage[], parentKey: string | null) => {
    list.forEach(({ children, ...page }, index) => {
      const key = parentKey === null ? String(index) : `${parentKey}.${index}`;
      out.push({ ...page, key, parentKey, order: out.length });
      if (children) walk(children, key);
    });
  };
  walk(pages, null);
  return out;
}

/** Rebuilds the tree from flat entries (any order); GraphQL nulls are dropped. */
export function buildSidebarTree(entries: readonly FlatSidebarEntry[]): SidebarPage[] {
  const sorted = [...entries].sort((a, b) => a.order - b.order);
  const byKey = new Map<string, SidebarPage>();
  const roots: SidebarPage[] = [];
  for (const { key, parentKey, order: _order, ...rest } of sorted) {
    const page = dropNulls(rest) as SidebarPage;
    byKey.set(key, page);
    const parent = parentKey === null ? undefined : byKey.get(parentKey);
    if (parent) (parent.children ??= []).push(page);
    else roots.push(page);
  }
  return roots;
}

function dropNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
