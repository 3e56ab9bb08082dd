import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { renderShellCss } from '../theme/shellSheet';

let href: string | undefined;

/**
 * The URL of the shell style sheet (src/theme/shellSheet.ts), named by its content hash so browsers and the
 * offline cache may keep it forever. The server renderer writes the file into public/ the first time a page
 * asks for it (each build worker computes the same bytes, and writes through a rename, so concurrent
 * writers are harmless); the link and the file come from one computation and cannot disagree.
 */
export function getShellStylesheetHref(): string {
  if (href) return href;
  const css = renderShellCss();
  const name = `shell-${crypto.createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  const dir = path.join(process.cwd(), 'public', 'styles');
  const target = path.join(dir, name);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(dir, { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, css);
    fs.renameSync(temporary, target);
  }
  href = `/styles/${name}`;
  return href;
}
