import fs from 'fs';
import path from 'path';
import { parse } from '@babel/parser';

/**
 * The production-error table (code → message template), read from the installed @mui packages: their builds
 * keep each development message beside its minified code,
 *   `process.env.NODE_ENV !== "production" ? `MUI: … ${arg} …` : formatMuiErrorMessage(9, arg)`
 * (or the same in CommonJS with string concatenation). Each interpolated argument becomes `%s`, in order, as
 * the decoder fills them. Nothing is typed by hand, so the table follows the installed versions.
 */

export interface ErrorCodeEntry {
  message: string;
  /** The package (name@version) the message was read from. */
  source: string;
}

export interface ErrorCodeTable {
  codes: Record<string, ErrorCodeEntry>;
  /** Codes whose message differs between installed packages (the first package's message is kept). */
  conflicts: Array<{ code: number; kept: string; other: string }>;
}

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    const value = node[key];
    if (Array.isArray(value)) value.forEach((child) => isNode(child) && walk(child, visit));
    else if (isNode(value)) walk(value, visit);
  }
}

/** The message template of the development branch: literal text kept, every other expression as `%s`. */
export function templateOf(node: Node): string | null {
  switch (node.type) {
    case 'StringLiteral':
      return node.value as string;
    case 'TemplateLiteral': {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>;
      return quasis.map((q) => q.value.cooked).join('%s');
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return null;
      const left = templateOf(node.left as Node) ?? '%s';
      const right = templateOf(node.right as Node) ?? '%s';
      return left + right;
    }
    default:
      return null;
  }
}

function calleeMentionsFormatter(callee: Node, source: string): boolean {
  const { start, end } = callee as unknown as { start: number; end: number };
  return source.slice(start, end).includes('formatMuiErrorMessage');
}

/** The (code, message) pairs of one file of a package's build. */
export function errorCodesInSource(source: string): Array<{ code: number; message: string }> {
  if (!source.includes('formatMuiErrorMessage')) return [];
  const ast = parse(source, { sourceType: 'unambiguous', plugins: ['jsx'], errorRecovery: true }) as unknown as Node;
  const found: Array<{ code: number; message: string }> = [];
  walk(ast, (node) => {
    if (node.type !== 'ConditionalExpression') return;
    const alternate = node.alternate as Node;
    if (alternate.type !== 'CallExpression' || !calleeMentionsFormatter(alternate.callee as Node, source)) return;
    const [first] = alternate.arguments as Node[];
    if (!first || first.type !== 'NumericLiteral') return;
    const message = templateOf(node.consequent as Node);
    if (message === null || !/^MUI/.test(message)) return;
    found.push({ code: first.value as number, message });
  });
  return found;
}

function jsFiles(dir: string, skipNested: boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' && skipNested ? [] : jsFiles(full, skipNested);
    return /\.(c|m)?js$/.test(entry.name) ? [full] : [];
  });
}

function packageOf(file: string): string {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name && version) return `${name}@${version}`;
    }
    dir = path.dirname(dir);
  }
  return path.basename(file);
}

/**
 * Reads the table from the installed @mui packages under `nodeModules`: the top-level packages first (the versions
 * the site documents), then copies nested under them for codes the top level lacks.
 */
export function readErrorCodes(nodeModules: string): ErrorCodeTable {
  const scope = path.join(nodeModules, '@mui');
  const packages = fs.existsSync(scope) ? fs.readdirSync(scope).map((name) => path.join(scope, name)) : [];
  const files = [...packages.flatMap((dir) => jsFiles(dir, true)), ...packages.flatMap((dir) => jsFiles(path.join(dir, 'node_modules'), false))];
  const codes: Record<string, ErrorCodeEntry> = {};
  const conflicts: ErrorCodeTable['conflicts'] = [];
  for (const file of files) {
    for (const { code, message } of errorCodesInSource(fs.readFileSync(file, 'utf8'))) {
      const known = codes[code];
      if (!known) codes[code] = { message, source: packageOf(file) };
      else if (known.message !== message && !conflicts.some((c) => c.code === code && c.other === message)) conflicts.push({ code, kept: known.message, other: message });
    }
  }
  const sorted = Object.fromEntries(Object.entries(codes).sort(([a], [b]) => Number(a) - Number(b)));
  return { codes: sorted, conflicts };
}
