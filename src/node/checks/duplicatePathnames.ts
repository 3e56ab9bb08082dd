import { lineOf } from './lineOf';
import { isApiTabPathname, normalizeSidebarPathname, type FlatSidebarEntry } from '../../domain/sidebar';

export interface SidebarSource {
  file: string;
  text: string;
  entries: FlatSidebarEntry[];
}

/**
 * Every pathname that appears twice in one product's sidebar, named with both places.
 * components-api / hooks-api tab pages may share their parent's normalised pathname.
 */
export function findDuplicatePathnames({ file, text, entries }: SidebarSource): string[] {
  const seen = new Map<string, FlatSidebarEntry>();
  const occurrences = new Map<string, number>();
  const errors: string[] = [];
  for (const entry of entries) {
    const n = occurrences.get(entry.pathname) ?? 0;
    occurrences.set(entry.pathname, n + 1);
    if (isApiTabPathname(entry.pathname)) continue;
    const normalized = normalizeSidebarPathname(entry.pathname);
    const first = seen.get(normalized);
    if (first) {
      const needle = (p: string) => `"pathname": ${JSON.stringify(p)}`;
      const firstLine = lineOf(text, needle(first.pathname));
      const secondLine = lineOf(text, needle(entry.pathname), entry.pathname === first.pathname ? n : 0);
      errors.push(
        `Duplicated pathname ${entry.pathname} in ${file}: first at ${file}:${firstLine ?? '?'} (entry ${first.key}), again at ${file}:${secondLine ?? '?'} (entry ${entry.key}). Fix: remove one of them or give it a different pathname.`,
      );
    } else {
      seen.set(normalized, entry);
    }
  }
  return errors;
}
