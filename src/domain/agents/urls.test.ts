import { cardUrl, parsePageRef, productLlmsFullUrl, productLlmsUrl, twinUrl } from './urls';

test.each([
  ['/material-ui/react-button', 'en', '/material-ui/react-button.md'],
  ['/material-ui/react-button', 'zh', '/zh/material-ui/react-button.md'],
  ['/material-ui/api', 'en', '/material-ui/api.md'],
  ['/', 'en', '/index.md'],
] as const)('twinUrl(%s, %s) → %s', (pathname, language, expected) => {
  expect(twinUrl(pathname, language)).toBe(expected);
});

test('product lists and cards', () => {
  expect(productLlmsUrl('/x/react-data-grid')).toBe('/x/react-data-grid/llms.txt');
  expect(productLlmsFullUrl('/material-ui/')).toBe('/material-ui/llms-full.txt');
  expect(cardUrl('0123456789abcdef')).toBe('/cards/0123456789abcdef.png');
});

const SITE = 'https://docs.example';
test.each<[string, { pathname: string; language: string } | null]>([
  ['https://docs.example/material-ui/react-button/', { pathname: '/material-ui/react-button', language: 'en' }],
  ['https://docs.example/zh/material-ui/react-button/#sizes', { pathname: '/material-ui/react-button', language: 'zh' }],
  ['http://127.0.0.1:9000/material-ui/react-button/', { pathname: '/material-ui/react-button', language: 'en' }],
  ['/material-ui/react-button', { pathname: '/material-ui/react-button', language: 'en' }],
  ['material-ui/react-button.md', { pathname: '/material-ui/react-button', language: 'en' }],
  ['/zh/system/usage.md?x=1', { pathname: '/system/usage', language: 'zh' }],
  ['/', { pathname: '/', language: 'en' }],
  ['/zh/', { pathname: '/', language: 'zh' }],
  ['/zhx/page', { pathname: '/zhx/page', language: 'en' }],
  ['https://mui.com/material-ui/react-button/', null],
  ['/material-ui/../../etc/passwd', null],
  ['/material-ui/react button', null],
  ['', null],
])('parsePageRef(%s)', (input, expected) => {
  expect(parsePageRef(input, SITE)).toEqual(expected);
});
