import fs from 'fs';
import path from 'path';
import { writeHashedFile } from '../../platform/hashedFiles';
import { z } from 'zod';
import { STARTER_SOURCE_FILE_PATTERN, starterSandboxFiles, type StarterInfo, type StarterSource } from '../../domain/starters';
import { getSandboxDependencies } from '../../domain/sandbox';
import { highlightOrEscape, type Highlighter } from '../mdx/highlight';
import { formatIssues, parseJsonFile } from '../schemas';

/** Where the templates live: one folder per template and the list that orders them. */
export const STARTERS_DIR = path.join('content', 'material-ui', 'starters');
export const STARTERS_FILE = path.join(STARTERS_DIR, 'starters.json');

const startersSchema = z
  .object({
    starters: z
      .array(
        z
          .object({
            slug: z.string().regex(/^[a-z][a-z0-9-]*$/, 'use lower-case words joined by "-"'),
            component: z.string().regex(/^[A-Z]\w*$/, 'use the PascalCase name of the entry module'),
            title: z.string().trim().min(1),
            description: z.string().trim().min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

/** The templates in gallery order; each one's folder and entry module must exist. */
export function readStarters(root: string): StarterInfo[] {
  const parsed = startersSchema.safeParse(parseJsonFile(STARTERS_FILE, fs.readFileSync(path.join(root, STARTERS_FILE), 'utf8')));
  if (!parsed.success) throw new Error(formatIssues(STARTERS_FILE, parsed.error));
  const templates = parsed.data.starters;
  const seen = new Set<string>();
  for (const t of templates) {
    if (seen.has(t.slug)) throw new Error(`${STARTERS_FILE}: the slug "${t.slug}" is listed twice. Fix: give each template its own slug.`);
    seen.add(t.slug);
    const entry = path.join(STARTERS_DIR, t.slug, `${t.component}.tsx`);
    if (!fs.existsSync(path.join(root, entry))) {
      throw new Error(`${STARTERS_FILE}: template "${t.slug}" has no entry module ${entry}. Fix: add it (default export ${t.component}) or fix "slug"/"component".`);
    }
  }
  return templates;
}

/** A template's source files: the entry first, then the other modules of its folder by name. */
export function readStarterFiles(root: string, info: StarterInfo): Array<{ name: string; raw: string }> {
  const dir = path.join(root, STARTERS_DIR, info.slug);
  const entry = `${info.component}.tsx`;
  const names = fs
    .readdirSync(dir)
    .filter((name) => STARTER_SOURCE_FILE_PATTERN.test(name))
    .sort((a, b) => (a === entry ? -1 : b === entry ? 1 : a.localeCompare(b)));
  return names.map((name) => ({ name, raw: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Writes a template's source (highlighted for reading, raw for copying and the sandboxes) with its sandbox
 * dependencies as `public/starters/<slug>.<hash>.json`: the template page fetches it only when the reader opens
 * the source or a sandbox, so the page's own data stays small. Returns its URL.
 */
export function writeStarterSource(root: string, info: StarterInfo, highlighter: Highlighter, resolveVersion: (pkg: string) => string | undefined): string {
  const files = readStarterFiles(root, info).map(({ name, raw }) => ({
    name,
    raw,
    html: highlightOrEscape(highlighter, raw, name.endsWith('.tsx') ? 'tsx' : 'ts'),
  }));
  const codes = Object.values(starterSandboxFiles(info, files)).concat(files.map((f) => f.raw));
  const source: StarterSource = { files, sandbox: getSandboxDependencies(codes, { codeVariant: 'TS', productId: 'material-ui', resolveVersion }) };
  return writeHashedFile({ folder: 'starters', prefix: info.slug, extension: 'json', content: JSON.stringify(source) }, path.join(root, 'public'));
}
