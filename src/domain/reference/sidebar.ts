import type { SidebarPage } from '../sidebar/types';
import type { ApiItem } from './types';

export type ApiSidebarItem = Pick<ApiItem, 'name' | 'kind' | 'pathname' | 'deprecated'>;

/**
 * The sidebar group of a product's API reference, from its generated entry (`"generated": "api"`) and the
 * extracted items: the index page first, then every component and hook, then the entry's own children as written
 * (the Data Grid's "Interfaces" subheader). Components and hooks go under "Components" and "Hooks" subheaders when
 * there are both, or when the written children are under a subheader. The group's own pathname is the index's with
 * `-group`, as the original's `/x/api/data-grid-group`. Adding a component to the package adds its entry here, with
 * no edit. Interfaces are not listed: the sidebar.json says which and in what order, in the entry's children.
 */
export function apiSidebarGroup(entry: SidebarPage, title: string, items: ApiSidebarItem[]): SidebarPage {
  const { generated: _generated, children: authored = [], ...rest } = entry;
  const link = (item: ApiSidebarItem): SidebarPage => ({ pathname: item.pathname, title: item.name, ...(item.deprecated !== null ? { deprecated: true } : {}) });
  const byName = (a: ApiSidebarItem, b: ApiSidebarItem) => a.name.localeCompare(b.name);
  const components = items
    .filter((i) => i.kind === 'component')
    .sort(byName)
    .map(link);
  const hooks = items
    .filter((i) => i.kind === 'hook')
    .sort(byName)
    .map(link);
  const lists: SidebarPage[] =
    [components, hooks].filter((list) => list.length > 0).length + (authored.some((child) => child.subheader) ? 1 : 0) > 1
      ? [
          ...(components.length > 0 ? [{ pathname: `${entry.pathname}-components`, subheader: 'Components', children: components }] : []),
          ...(hooks.length > 0 ? [{ pathname: `${entry.pathname}-hooks`, subheader: 'Hooks', children: hooks }] : []),
        ]
      : [...components, ...hooks];
  return { ...rest, pathname: `${entry.pathname}-group`, title, children: [{ pathname: entry.pathname, title: 'Index' }, ...lists, ...authored] };
}

/**
 * Replaces every generated entry of a sidebar with its group. `reference(pathname)` gives the API reference
 * whose index lives at that pathname, or a message saying why there is none (the caller reports it with the file).
 */
export function expandGeneratedEntries(
  entries: SidebarPage[],
  reference: (pathname: string) => { title: string; items: ApiSidebarItem[] } | string,
  errors: string[],
): SidebarPage[] {
  return entries.map((entry) => {
    if (entry.generated === 'api') {
      const found = reference(entry.pathname);
      if (typeof found === 'string') {
        errors.push(found);
        return entry;
      }
      return apiSidebarGroup(entry, entry.title ?? found.title, found.items);
    }
    return entry.children ? { ...entry, children: expandGeneratedEntries(entry.children, reference, errors) } : entry;
  });
}
