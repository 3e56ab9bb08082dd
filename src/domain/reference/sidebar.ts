import type { SidebarPage } from '../sidebar/types';
import type { ApiItem } from './types';

export type ApiSidebarItem = Pick<ApiItem, 'name' | 'kind' | 'pathname' | 'deprecated'>;

/**
 * The sidebar group of a product's API reference, from its generated entry (`"generated": "api"`) and the
 * extracted items: the index page first, then every component and hook, under "Components" and "Hooks"
 * subheaders when there are both. The group's own pathname is the index's with `-group`, as the original's
 * `/x/api/data-grid-group`. Adding a component to the package adds its entry here, with no edit.
 */
export function apiSidebarGroup(entry: SidebarPage, title: string, items: ApiSidebarItem[]): SidebarPage {
  const { generated: _generated, children: _children, ...rest } = entry;
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
    components.length > 0 && hooks.length > 0
      ? [
          { pathname: `${entry.pathname}-components`, subheader: 'Components', children: components },
          { pathname: `${entry.pathname}-hooks`, subheader: 'Hooks', children: hooks },
        ]
      : [...components, ...hooks];
  return { ...rest, pathname: `${entry.pathname}-group`, title, children: [{ pathname: entry.pathname, title: 'Index' }, ...lists] };
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
