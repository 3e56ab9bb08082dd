import { localizePath, pathnameToLanguage, toPageUrl } from './language';

describe('pathnameToLanguage', () => {
  test.each([
    // pathname, language, canonicalAs, canonicalAsServer, canonicalPathname
    ['/zh/material-ui/react-button/#foo', 'zh', '/material-ui/react-button/#foo', '/material-ui/react-button/', '/material-ui/react-button'],
    ['/material-ui/react-button/', 'en', '/material-ui/react-button/', '/material-ui/react-button/', '/material-ui/react-button'],
    ['/api/button/', 'en', '/api/button/', '/api/button/', '/api-docs/button'],
    ['/apis', 'en', '/apis', '/apis', '/api-docss'],
    ['/', 'en', '/', '/', '/'],
    ['/zh/', 'zh', '/', '/', '/'],
    ['/zh', 'en', '/zh', '/zh', '/zh'],
    ['/fr/material-ui/', 'en', '/fr/material-ui/', '/fr/material-ui/', '/fr/material-ui'],
    ['/en/material-ui/', 'en', '/en/material-ui/', '/en/material-ui/', '/en/material-ui'],
    ['/zhx/foo/', 'en', '/zhx/foo/', '/zhx/foo/', '/zhx/foo'],
    ['/system//', 'en', '/system//', '/system//', '/system/'],
    ['/x/react-charts#a#b', 'en', '/x/react-charts#a#b', '/x/react-charts', '/x/react-charts'],
  ])('%s', (pathname, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname) => {
    expect(pathnameToLanguage(pathname)).toEqual({ userLanguage, canonicalAs, canonicalAsServer, canonicalPathname });
  });
});

describe('localizePath and toPageUrl', () => {
  test.each([
    ['/material-ui/getting-started', 'en', '/material-ui/getting-started/'],
    ['/material-ui/getting-started', 'zh', '/zh/material-ui/getting-started/'],
    ['/', 'zh', '/zh/'],
    ['/', 'en', '/'],
    ['/system/usage#sx', 'zh', '/zh/system/usage/#sx'],
    ['/system/usage/', 'en', '/system/usage/'],
  ] as const)('toPageUrl(%s, %s) = %s', (path, language, expected) => {
    expect(toPageUrl(path, language)).toBe(expected);
  });

  test('external links are never prefixed', () => {
    expect(localizePath('https://mui.com/store/', 'zh')).toBe('https://mui.com/store/');
  });
});
