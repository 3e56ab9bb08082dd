import { isExternal, type FlatSidebarEntry } from '../../domain/sidebar';

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** The existing pathnames closest to a wrong one, best first. */
export function nearestPathnames(target: string, existing: Iterable<string>, count = 3): string[] {
  return [...existing]
    .map((p) => ({ p, d: distance(target, p) }))
    .sort((a, b) => a.d - b.d || a.p.localeCompare(b.p))
    .slice(0, count)
    .map(({ p }) => p);
}

/** Internal leaf entries (no children) that have no page behind them. */
export function findMissingPages(file: string, entries: FlatSidebarEntry[], pages: ReadonlySet<string>): string[] {
  const parents = new Set(entries.map((e) => e.parentKey));
  return entries
    .filter((e) => !parents.has(e.key) && !isExternal(e.pathname))
    .filter((e) => !pages.has(e.pathname.replace(/#.*$/, '')))
    .map(
      (e) =>
        `Sidebar entry ${e.pathname} in ${file} has no page. Fix: add the MDX file for it, or correct the pathname. Nearest existing pathnames: ${nearestPathnames(e.pathname, pages).join(', ')}`,
    );
}
