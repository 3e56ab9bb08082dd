import path from 'path';
import { getDemoFolder } from '../demos/locateDemo';
import { mdxPathname, splitLanguage } from './products';

describe('translated pages', () => {
  test.each([
    ['dark-mode.zh', 'dark-mode', 'zh'],
    ['dark-mode', 'dark-mode', 'en'],
    ['getting-started/index.zh', 'getting-started/index', 'zh'],
    // Only the site's languages are read as a language: other dotted names stay names.
    ['release.v6', 'release.v6', 'en'],
    ['notes.fr', 'notes.fr', 'en'],
  ])('%s → %s (%s)', (name, base, language) => {
    expect(splitLanguage(name)).toEqual({ name: base, language });
  });

  test('a translation is served at its original pathname, in its language', () => {
    const file = path.join(process.cwd(), 'content/material-ui/docs/customization/dark-mode.zh.mdx');
    expect(mdxPathname(file)).toEqual({ folder: 'material-ui', pathname: '/material-ui/customization/dark-mode', language: 'zh' });
    expect(mdxPathname(file.replace('.zh.mdx', '.mdx')).language).toBe('en');
  });

  test("a translation shares its original's demos", () => {
    expect(getDemoFolder('/c/docs/react-button.zh.mdx')).toBe('/c/docs/demos/react-button');
    expect(getDemoFolder('/c/docs/button/index.zh.mdx')).toBe('/c/docs/button/demos/button');
  });
});
