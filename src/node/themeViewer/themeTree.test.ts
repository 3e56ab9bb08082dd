import { extendTheme } from '@mui/joy/styles';
import { createTranslate } from '../../domain/i18n';
import { zh } from '../../domain/i18n/zh';
import { getToHtml } from '../mdx/docField';
import { themeTree, themeViewerSection } from './themeTree';
import { JOY_THEME_VIEWER, MATERIAL_THEME_VIEWER, materialDefaultTheme, type ThemeViewer } from './viewers';

const render = async (viewer: ThemeViewer = MATERIAL_THEME_VIEWER, version = '6.1.2', language: 'en' | 'zh' = 'en') => {
  const { body, toc } = themeViewerSection(viewer, language, createTranslate(language, language === 'zh' ? zh : undefined), await getToHtml(), version);
  const html = body.map((part) => ('html' in part ? part.html : '')).join('');
  return { doc: new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html'), toc };
};

/** The value shown on the line of `path` (keys from the top of one tree). */
function line(tree: Element, path: string[]): string {
  let list = tree.querySelector(':scope > ul')!;
  for (const [index, key] of path.entries()) {
    const item = [...list.children].find((li) => li.querySelector(':scope > code, :scope > details > summary > code')?.textContent === key);
    if (!item) throw new Error(`no key ${path.slice(0, index + 1).join('.')}`);
    if (index === path.length - 1) return item.textContent ?? '';
    list = item.querySelector(':scope > details > ul')!;
  }
  return '';
}

test('the light and dark trees are the installed default theme, key by key', async () => {
  const { doc, toc } = await render();
  const [light, dark] = [...doc.querySelectorAll('.MuiThemeTree-root')];
  expect(line(light, ['palette', 'primary', 'main'])).toBe(`main: "${String((materialDefaultTheme('light').palette as { primary: { main: string } }).primary.main)}"`);
  expect(line(light, ['palette', 'primary', 'main'])).toBe('main: "#1976d2"');
  expect(line(light, ['palette', 'mode'])).toBe('mode: "light"');
  expect(line(dark, ['palette', 'mode'])).toBe('mode: "dark"');
  expect(line(dark, ['palette', 'background', 'default'])).toBe('default: "#121212"');
  expect(line(light, ['spacing'])).toMatch(/^spacing: ƒ /);
  expect(line(light, ['shadows'])).toMatch(/^shadows \[25\]/);
  expect(line(light, ['zIndex', 'modal'])).toBe('modal: 1300');
  // Colours carry a sample; the palette starts open, the rest closed.
  expect(light.querySelector('.MuiThemeTree-swatch')?.getAttribute('style')).toMatch(/^background-color: /);
  expect(light.querySelector(':scope > ul > li > details[open] > summary code')?.textContent).toBe('palette');
  expect(light.querySelectorAll('details[open]')).toHaveLength(1);
  expect(toc.map((item) => item.hash)).toEqual(['light-theme', 'dark-theme']);
});

test("Joy UI's trees: the installed extendTheme(), light and dark colour schemes applied, key by key", async () => {
  const { doc, toc } = await render(JOY_THEME_VIEWER, '5.0.0-beta.46');
  const [light, dark] = [...doc.querySelectorAll('.MuiThemeTree-root')];
  // Read from the installed package now, not copied: the tree shows what extendTheme() returns.
  const theme = extendTheme();
  const primary500 = theme.colorSchemes.light.palette.primary[500];
  expect(primary500).toMatch(/^#[0-9A-F]{6}$/i);
  expect(line(light, ['palette', 'primary', '500'])).toBe(`500: "${primary500}"`);
  expect(line(light, ['palette', 'mode'])).toBe('mode: "light"');
  expect(line(dark, ['palette', 'mode'])).toBe('mode: "dark"');
  expect(line(light, ['palette', 'background', 'body'])).toBe(`body: "${theme.colorSchemes.light.palette.background.body}"`);
  expect(line(dark, ['palette', 'background', 'body'])).toBe(`body: "${theme.colorSchemes.dark.palette.background.body}"`);
  expect(line(dark, ['palette', 'background', 'body'])).not.toBe(line(light, ['palette', 'background', 'body']));
  expect(line(dark, ['shadowOpacity'])).toBe(`shadowOpacity: "${(theme.colorSchemes.dark as { shadowOpacity?: string }).shadowOpacity}"`);
  expect(line(light, ['radius', 'md'])).toBe(`md: "${theme.radius.md}"`);
  expect(line(light, ['cssVarPrefix'])).toBe('cssVarPrefix: "joy"');
  expect(line(light, ['getCssVar'])).toMatch(/^getCssVar: ƒ /);
  expect(light.querySelector(':scope > ul > li > details[open] > summary code')?.textContent).toBe('palette');
  expect(doc.querySelector('p')?.textContent).toBe(
    'The theme object of the installed @mui/joy 5.0.0-beta.46, as returned by extendTheme(): the light color scheme is its default.',
  );
  expect(doc.querySelector('p code')?.textContent).toBe('extendTheme()');
  expect(toc.map((item) => [item.hash, item.text])).toEqual([
    ['light-color-scheme', 'Light color scheme'],
    ['dark-color-scheme', 'Dark color scheme'],
  ]);
  // No script: every branch is a <details>, usable with the keyboard and find-in-page.
  expect(doc.querySelectorAll('script')).toHaveLength(0);
  expect(light.querySelectorAll('details').length).toBeGreaterThan(100);
});

test('the Chinese trees have Chinese headings and the same anchors', async () => {
  const { doc, toc } = await render(JOY_THEME_VIEWER, '5.0.0-beta.46', 'zh');
  expect([...doc.querySelectorAll('h2')].map((h) => [h.id, h.textContent])).toEqual([
    ['light-color-scheme', expect.stringContaining('浅色主题')],
    ['dark-color-scheme', expect.stringContaining('深色主题')],
  ]);
  expect(toc.map((item) => item.hash)).toEqual(['light-color-scheme', 'dark-color-scheme']);
});

test('an object that contains itself is written once, then named [Circular]', async () => {
  const theme: Record<string, unknown> = { palette: { mode: 'light' } };
  (theme.palette as Record<string, unknown>).self = theme.palette;
  const html = (await getToHtml())({ type: 'root', children: [themeTree(theme, { open: 'palette' })] });
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(line(doc.querySelector('.MuiThemeTree-root')!, ['palette', 'self'])).toBe('self: [Circular]');
});
