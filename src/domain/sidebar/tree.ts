import type { FlatSidebarEntry, NavNode, SidebarPage } from './types';

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

/** Rebuilds the tree from flat entries (any order, as GraphQL returns them), keys kept; GraphQL nulls are dropped. */
export function buildSidebarTree(entries: readonly FlatSidebarEntry[]): NavNode[] {
  const byKey = new Map<string, NavNode>();
  const roots: NavNode[] = [];
  for (const { parentKey, order: _order, ...rest } of [...entries].sort((a, b) => a.order - b.order)) {
    const node = dropNulls(rest) as NavNode;
    byKey.set(node.key, node);
    const parent = parentKey === null ? undefined : byKey.get(parentKey);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Gives an authored tree the keys `flattenSidebarTree` would (after `prefix`). */
export function keySidebarTree(pages: SidebarPage[], prefix = ''): NavNode[] {
  return pages.map(({ children, ...page }, i) => ({ ...page, key: `${prefix}${i}`, ...(children ? { children: keySidebarTree(children, `${prefix}${i}.`) } : {}) }));
}

function dropNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
