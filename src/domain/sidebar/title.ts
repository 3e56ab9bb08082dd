import type { SidebarPage } from './types';

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pascalCase = (s: string) =>
  s
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map(upperFirst)
    .join('');
const camelCase = (s: string) => {
  const pascal = pascalCase(s);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};

/**
 * The title shown for a sidebar entry: its explicit title, else one computed from
 * the subheader or the last path segment.
 */
export function pageToTitle(page: Pick<SidebarPage, 'title' | 'subheader' | 'pathname'>): string {
  if (page.title) return page.title;
  const path = page.subheader || page.pathname;
  const name = path.replace(/.*\//, '').replace('react-', '').replace(/\..*/, '');
  if (path.includes('/api-docs/')) return pascalCase(name);
  if (path.includes('/api/')) return name.startsWith('use') ? camelCase(name) : pascalCase(name);
  return upperFirst(name.split('-').join(' '));
}
