import fs from 'fs';
import path from 'path';

/**
 * The check behind the `<product>Sidebar.test.ts` files: a product's sidebar must hold every internal entry of the
 * original site's sidebar (transcribed in the test from shared/reference/behaviour.md §2.3), with the chips the
 * reference shows, or name it among the entries left out with a reason.
 */
export type Chip = 'planned' | 'unstable' | 'newFeature' | 'beta' | 'legacy' | 'deprecated' | 'pro' | 'premium';
export type ReferenceEntry = string | { pathname: string; chips: Chip[] };

interface Entry {
  pathname: string;
  subheader?: string;
  plan?: 'pro' | 'premium';
  children?: Entry[];
  [flag: string]: unknown;
}

const walk = (entries: Entry[]): Entry[] => entries.flatMap((e) => [...(e.subheader ? [] : [e]), ...walk(e.children ?? [])]);

const FLAGS: Chip[] = ['planned', 'unstable', 'newFeature', 'beta', 'legacy', 'deprecated'];
const chipsOf = (entry: Entry): Chip[] => [...FLAGS.filter((flag) => entry[flag] === true), ...(entry.plan ? [entry.plan] : [])];

export interface SidebarComparison {
  /** Reference entries the sidebar lacks and no reason covers. */
  missing: string[];
  /** Reasons given for entries that are there after all (stale). */
  staleReasons: string[];
  /** Entries whose chips differ from the reference's: `pathname: ours → reference`. */
  wrongChips: string[];
}

export function compareWithReference(sidebarFile: string, reference: ReferenceEntry[], omitted: Record<string, string>): SidebarComparison {
  const ours = new Map(walk(JSON.parse(fs.readFileSync(path.join(process.cwd(), sidebarFile), 'utf8')) as Entry[]).map((e) => [e.pathname, e]));
  const entries = reference.map((r) => (typeof r === 'string' ? { pathname: r, chips: null } : r));
  return {
    missing: entries.filter((r) => !ours.has(r.pathname) && !omitted[r.pathname]).map((r) => r.pathname),
    staleReasons: Object.keys(omitted).filter((p) => ours.has(p)),
    wrongChips: entries.flatMap((r) => {
      const entry = ours.get(r.pathname);
      if (!entry || r.chips === null) return [];
      const have = chipsOf(entry).sort().join(',');
      const want = [...r.chips].sort().join(',');
      return have === want ? [] : [`${r.pathname}: ${have || 'none'} → ${want || 'none'}`];
    }),
  };
}
