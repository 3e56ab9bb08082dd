import { createTranslate } from '../../domain/i18n';
import { getToHtml } from '../mdx/docField';
import { defaultTheme, themeViewerSection } from './themeTree';

const render = async () => {
  const { body, toc } = themeViewerSection('en', createTranslate('en'), await getToHtml(), '6.1.2');
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
  expect(line(light, ['palette', 'primary', 'main'])).toBe(`main: "${String((defaultTheme('light').palette as { primary: { main: string } }).primary.main)}"`);
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
