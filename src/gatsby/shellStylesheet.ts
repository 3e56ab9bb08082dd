import { writeHashedFile } from '../platform/hashedFiles';
import { renderShellCss } from './shellSheet';
import { getDocsThemeCss } from './headStyles';

let shellHref: string | undefined;

/**
 * The sheet every page links (`/styles/shell.<hash>.css`): the docs theme's global styles (CSS variables of both
 * schemes, baseline) and then the shell's rules (src/gatsby/shellSheet.ts), which use those variables. One cached
 * file instead of some 27 KB of inline `<style>` repeated in every page's HTML. The server renderer writes it the
 * first time a page asks for it; the link and the file come from one computation and cannot disagree.
 */
export function getShellStylesheetHref(): string {
  shellHref ??= writeHashedFile({ folder: 'styles', prefix: 'shell', extension: 'css', content: getDocsThemeCss() + renderShellCss(), keepOtherVersions: true });
  return shellHref;
}
