import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { z } from 'zod';
import { TEMPLATE_SOURCE_FILE_PATTERN, templateSandboxFiles, type TemplateInfo, type TemplateSource } from '../../domain/templates';
import { getSandboxDependencies } from '../../domain/sandbox';
import { highlightOrEscape, type Highlighter } from '../mdx/highlight';
import { formatIssues, parseJsonFile } from '../schemas';

/** Where the templates live: one folder per template and the list that orders them. */
export const TEMPLATES_DIR = path.join('content', 'material-ui', 'templates');
export const TEMPLATES_FILE = path.join(TEMPLATES_DIR, 'templates.json');

const templatesSchema = z
  .object({
    templates: z
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
export function readTemplates(root: string): TemplateInfo[] {
  const parsed = templatesSchema.safeParse(parseJsonFile(TEMPLATES_FILE, fs.readFileSync(path.join(root, TEMPLATES_FILE), 'utf8')));
  if (!parsed.success) throw new Error(formatIssues(TEMPLATES_FILE, parsed.error));
  const templates = parsed.data.templates;
  const seen = new Set<string>();
  for (const t of templates) {
    if (seen.has(t.slug)) throw new Error(`${TEMPLATES_FILE}: the slug "${t.slug}" is listed twice. Fix: give each template its own slug.`);
    seen.add(t.slug);
    const entry = path.join(TEMPLATES_DIR, t.slug, `${t.component}.tsx`);
    if (!fs.existsSync(path.join(root, entry))) {
      throw new Error(`${TEMPLATES_FILE}: template "${t.slug}" has no entry module ${entry}. Fix: add it (default export ${t.component}) or fix "slug"/"component".`);
    }
  }
  return templates;
}

/** A template's source files: the entry first, then the other modules of its folder by name. */
export function readTemplateFiles(root: string, info: TemplateInfo): Array<{ name: string; raw: string }> {
  const dir = path.join(root, TEMPLATES_DIR, info.slug);
  const entry = `${info.component}.tsx`;
  const names = fs
    .readdirSync(dir)
    .filter((name) => TEMPLATE_SOURCE_FILE_PATTERN.test(name))
    .sort((a, b) => (a === entry ? -1 : b === entry ? 1 : a.localeCompare(b)));
  return names.map((name) => ({ name, raw: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Writes a template's source (highlighted for reading, raw for copying and the sandboxes) with its sandbox
 * dependencies as `public/templates/<slug>.<hash>.json`: the template page fetches it only when the reader opens
 * the source or a sandbox, so the page's own data stays small. Returns its URL.
 */
export function writeTemplateSource(root: string, info: TemplateInfo, highlighter: Highlighter, resolveVersion: (pkg: string) => string | undefined): string {
  const files = readTemplateFiles(root, info).map(({ name, raw }) => ({
    name,
    raw,
    html: highlightOrEscape(highlighter, raw, name.endsWith('.tsx') ? 'tsx' : 'ts'),
  }));
  const codes = Object.values(templateSandboxFiles(info, files)).concat(files.map((f) => f.raw));
  const source: TemplateSource = { files, sandbox: getSandboxDependencies(codes, { codeVariant: 'TS', productId: 'material-ui', resolveVersion }) };
  const json = JSON.stringify(source);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 12);
  const url = `/templates/${info.slug}.${hash}.json`;
  const file = path.join(root, 'public', url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const old of fs.readdirSync(path.dirname(file))) if (old.startsWith(`${info.slug}.`) && old !== path.basename(file)) fs.rmSync(path.join(path.dirname(file), old));
  fs.writeFileSync(file, json);
  return url;
}
