import crypto from 'crypto';
import { contentAddressedFs as fs } from './contentAddressedFs';
import path from 'path';
import type { DemoTheme } from '../domain/demo';
import { renderShellCss } from '../theme/shellSheet';
import { getDemoThemeCss, getDocsThemeCss } from './headStyles';

/**
 * Writes a style sheet into public/styles/, named by its content hash so browsers and the offline cache
 * may keep it forever, and returns its URL. The server renderer writes the file the first time a page asks
 * for it (each build worker computes the same bytes and writes through a rename, so concurrent writers are
 * harmless); the link and the file come from one computation and cannot disagree.
 */
function writeStylesheet(prefix: string, css: string): string {
  const name = `${prefix}-${crypto.createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  const dir = path.join(process.cwd(), 'public', 'styles');
  const target = path.join(dir, name);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(dir, { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, css);
    fs.renameSync(temporary, target);
  }
  return `/styles/${name}`;
}

let shellHref: string | undefined;
const demoThemeHrefs: Partial<Record<DemoTheme, string>> = {};

/**
 * The sheet every page links: the docs theme's global styles (CSS variables of both schemes, baseline) and
 * then the shell's rules (src/theme/shellSheet.ts), which use those variables. One cached file instead of
 * some 27 KB of inline `<style>` repeated in every page's HTML.
 */
export function getShellStylesheetHref(): string {
  shellHref ??= writeStylesheet('shell', getDocsThemeCss() + renderShellCss());
  return shellHref;
}

/** The sheet of a demo theme's CSS variables (Material or Joy), linked by the pages whose demos use it. */
export function getDemoThemeStylesheetHref(theme: DemoTheme): string {
  demoThemeHrefs[theme] ??= writeStylesheet(`demo-${theme}`, getDemoThemeCss(theme));
  return demoThemeHrefs[theme]!;
}
