import * as React from 'react';
import type { DemoTheme } from '../domain/demo';
import { writeHashedFile } from '../platform/hashedFiles';
import { globalStylesCss } from '../theme/globalStylesCss';
import { JoyDemoTheme } from './JoyDemoTheme';
import { MaterialDemoVariables } from './MaterialDemoTheme';

/**
 * The CSS variables of a demo theme, for pages whose demos use it (linked before the first demo arrives). A
 * demo theme does not write them again in the browser when the page links them (`DEMO_THEME_SHEET_ATTRIBUTE`).
 */
export function getDemoThemeCss(theme: DemoTheme): string {
  return globalStylesCss(theme === 'joy' ? <JoyDemoTheme styleSheets>{null}</JoyDemoTheme> : <MaterialDemoVariables styleSheets />);
}

const hrefs: Partial<Record<DemoTheme, string>> = {};

/**
 * The cached file of a demo theme's CSS variables (`/styles/demo-material.<hash>.css`), written the first time a page
 * asks for it: linked from `<head>` by the pages whose demos use it (src/gatsby/onRenderBody.tsx) and from a framed
 * demo's preview document (LiveDemo.server). Server only.
 */
export function getDemoThemeStylesheetHref(theme: DemoTheme): string {
  hrefs[theme] ??= writeHashedFile({ folder: 'styles', prefix: `demo-${theme}`, extension: 'css', content: getDemoThemeCss(theme), keepOtherVersions: true });
  return hrefs[theme]!;
}
