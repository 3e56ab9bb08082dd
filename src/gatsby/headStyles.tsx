import * as React from 'react';
import { DocsThemeProvider } from '../providers/DocsThemeProvider';
import { ThemeStateProvider } from '../providers/ThemeStateProvider';
import { globalStylesCss } from '../theme/globalStylesCss';

/**
 * The docs theme's global styles with the default theme state: everything the first paint needs before any
 * content arrives, the same for every page (the reader's own settings apply in the browser, where the provider
 * then writes its own sheets after these, src/theme/styleSheets.ts). Rendering the real provider keeps them
 * identical to the ones the browser writes. Served in the shell style sheet (src/gatsby/shellStylesheet.ts).
 */
export function getDocsThemeCss(): string {
  return globalStylesCss(
    <ThemeStateProvider>
      <DocsThemeProvider styleSheets>{null}</DocsThemeProvider>
    </ThemeStateProvider>,
  );
}
