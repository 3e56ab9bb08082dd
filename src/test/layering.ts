import fs from 'fs';
import path from 'path';

/**
 * The import rules of the source tree (STYLE.md §1), checked on the files themselves:
 * - `src/domain/**` imports nothing of the project outside `src/domain/`;
 * - nothing in `src/` outside `src/node/` and `src/api/` (Gatsby Functions, server code) imports `src/node/**`
 *   (type imports included);
 * - no two source files import each other, directly or through others (type imports included).
 * Paths are relative to the project root with forward slashes (`src/domain/x.ts`).
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

/** A relative specifier resolved against the set of known files, or null (packages, unknown files). */
export function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (files.has(base)) return base;
  for (const extension of EXTENSIONS) if (files.has(base + extension)) return base + extension;
  return base; // outside the scanned set (a JSON config, an asset): still a project file
}

export interface Violation {
  rule: 'domain-is-pure' | 'node-is-build-only' | 'no-cycles';
  message: string;
}

const inside = (file: string, folder: string) => file.startsWith(`${folder}/`);

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
      }
      if (inside(file, 'src') && !inside(file, 'src/node') && !inside(file, 'src/api') && inside(target, 'src/node')) {
        violations.push({
          rule: 'node-is-build-only',
          message: `${file} imports ${target}: only build and server code (src/node/, src/api/, gatsby-node.ts) imports src/node/.`,
        });
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
