import fs from 'fs';
import path from 'path';
import rooms from './rooms.json';
import tsconfig from '../../tsconfig.json';

/**
 * The import rules of the source tree, checked on the files themselves. The rooms of `src/` stand on floors, and a
 * file imports only from its own floor or below (ROOMS, lowest first; ESLint's zones are built from the same list):
 * - `domain/` (framework-free logic) and `config/` (site.json) at the bottom; `domain/` imports nothing else;
 * - `platform/`: Node and browser adapters shared by the build and the server renderer (hashed output files);
 * - the UI, bottom up: `theme/`, `hooks/`, `providers/`, `markdown/`, `components/`, `demos/`, `layouts/`, `gatsby/`,
 *   `templates/` (Gatsby's page templates);
 * - the rooms beside the floors (rooms.json "beside", with what each imports): `node/` (build time) imports
 *   `domain/`, `config/` and `platform/`; `api/` (Gatsby Functions) and `server/` (the site's Node server) also
 *   `node/`; nothing else imports them;
 * - `test/` (test support) is imported by tests only;
 * - no two source files import each other, directly or through others (type imports included).
 * Paths are relative to the project root with forward slashes (`src/domain/<file>.ts`).
 */
const IMPORT_PATTERNS = [
  /^\s*import\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/gm, // import x from '…', import '…'
  /^\s*export\s+(?:type\s+)?(?:\*|\{[^}]*\})(?:\s+as\s+\w+)?\s+from\s+['"]([^'"]+)['"]/gm, // export … from '…'
  /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g, // import('…')
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g, // require('…')
];

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** Every module specifier a source file names (static, dynamic, re-exports, requires). */
export function collectSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) for (const match of source.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The module aliases of tsconfig.json's `paths` (webpack resolves them per bundle; the browser side is what tsc sees). */
const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries((tsconfig as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths).map(([alias, [target]]) => [
    alias,
    path.posix.normalize(target),
  ]),
);

/** A relative specifier (or an alias) resolved against the set of known files, or null (packages, unknown files). */
export function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  if (ALIASES[specifier]) return ALIASES[specifier];
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (files.has(base)) return base;
  for (const extension of EXTENSIONS) if (files.has(base + extension)) return base + extension;
  return base; // outside the scanned set (a JSON config, an asset): still a project file
}

export interface Violation {
  rule: 'domain-is-pure' | 'node-is-build-only' | 'floor-order' | 'test-support' | 'no-cycles';
  message: string;
}

/** The rooms of src/, lowest floor first (a room may import its own floor and those below), and the rooms beside the
 * floors (build code, server functions) with what they may import. One list for this test and ESLint's zones. */
export const ROOMS: readonly string[] = rooms.floors;
const BUILD_ROOMS: Record<string, readonly string[]> = rooms.beside;
/** The rooms that may import src/node/: those beside the floors that list it, and test support. */
const NODE_ROOMS = [...Object.keys(BUILD_ROOMS).filter((room) => BUILD_ROOMS[room].includes('node')), 'test'];

const inside = (file: string, folder: string) => file.startsWith(`${folder}/`);
const roomOf = (file: string): string | null => (file.startsWith('src/') ? (file.split('/')[1] ?? null) : null);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The layering violations of a set of files (path → source). */
export function findLayeringViolations(sources: Record<string, string>): Violation[] {
  const files = new Set(Object.keys(sources));
  const graph = new Map<string, string[]>();
  const violations: Violation[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const targets = collectSpecifiers(source)
      .map((specifier) => resolveSpecifier(file, specifier, files))
      .filter((target): target is string => target !== null);
    graph.set(
      file,
      targets.filter((target) => files.has(target)),
    );
    for (const target of targets) {
      if (inside(file, 'src/domain') && !inside(target, 'src/domain')) {
        violations.push({ rule: 'domain-is-pure', message: `${file} imports ${target}: src/domain/ imports nothing else of the project.` });
        continue;
      }
      if (inside(file, 'src') && !NODE_ROOMS.some((room) => inside(file, `src/${room}`)) && inside(target, 'src/node')) {
        violations.push({
          rule: 'node-is-build-only',
          message: `${file} imports ${target}: only build and server code (${NODE_ROOMS.map((r) => `src/${r}/`).join(', ')}, gatsby-node.ts) imports src/node/.`,
        });
        continue;
      }
      const [from, to] = [roomOf(file), roomOf(target)];
      if (!from || !to || from === to) continue;
      if (to === 'test') {
        if (!isTest(file) && from !== 'test') {
          violations.push({ rule: 'test-support', message: `${file} imports ${target}: src/test/ is test support, imported by tests only.` });
        }
        continue;
      }
      if (from === 'test' || from === 'domain') continue; // test support sees everything; domain's own rule is above
      const allowed = BUILD_ROOMS[from];
      const floor = (room: string) => ROOMS.indexOf(room);
      const ok = allowed ? allowed.includes(to) : floor(from) >= 0 && floor(to) >= 0 && floor(to) <= floor(from);
      if (!ok) {
        const rule = allowed
          ? `src/${from}/ imports only ${allowed.map((r) => `src/${r}/`).join(', ')}`
          : `src/${from}/ imports only rooms on its floor or below (${ROOMS.slice(0, Math.max(floor(from), 0) + 1).join(' < ')})`;
        violations.push({ rule: 'floor-order', message: `${file} imports ${target}: ${rule}.` });
      }
    }
  }
  for (const cycle of findCycles(graph)) {
    violations.push({ rule: 'no-cycles', message: `import cycle: ${[...cycle, cycle[0]].join(' → ')}` });
  }
  return violations;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.reverse());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The project's TypeScript sources under the given folders, keyed by root-relative path. */
export function readSources(root: string, folders: string[]): Record<string, string> {
  const sources: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) sources[relative] = fs.readFileSync(path.join(root, relative), 'utf8');
    }
  };
  folders.forEach(walk);
  return sources;
}
