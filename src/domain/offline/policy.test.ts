import type { NavNode } from '../sidebar/types';
import {
  batches,
  isProductionHost,
  isUpdateCheckDue,
  mayFetchAhead,
  MAX_PRODUCT_PAGES,
  offlinePageUrl,
  OFFLINE_SOURCE_PAGES,
  pageDataUrl,
  productionHostOf,
  productPagesForOffline,
  UPDATE_CHECK_INTERVAL_MS,
  urlsForPages,
} from './policy';

describe('isProductionHost: the service worker only on the configured host', () => {
  test.each<[string, string, string, boolean]>([
    ['the production host', 'mui-docs.example.com', 'mui-docs.example.com', true],
    ['case does not matter', 'MUI-Docs.Example.com', 'mui-docs.example.com', true],
    ['localhost preview', 'localhost:9000', 'mui-docs.example.com', false],
    ['an IP preview', '127.0.0.1:9000', 'mui-docs.example.com', false],
    ['a subdomain is another host', 'next.mui-docs.example.com', 'mui-docs.example.com', false],
    ['a host that only contains it', 'mui-docs.example.com.evil.test', 'mui-docs.example.com', false],
    ['the same name on another port', 'mui-docs.example.com:8080', 'mui-docs.example.com', false],
    ['a configured port', 'docs.test:9010', 'docs.test:9010', true],
    ['nothing configured: never', 'mui-docs.example.com', '', false],
  ])('%s', (_, host, configured, expected) => {
    expect(isProductionHost(host, configured)).toBe(expected);
  });
});

describe('productionHostOf: the configured host, else the site URL host', () => {
  test('the site URL host by default', () => {
    expect(productionHostOf({ siteUrl: 'https://mui-docs.example.com' })).toBe('mui-docs.example.com');
  });
  test('the configured host wins, even empty (service worker off)', () => {
    expect(productionHostOf({ siteUrl: 'https://a.test', offline: { productionHost: 'b.test:8443' } })).toBe('b.test:8443');
    expect(productionHostOf({ siteUrl: 'https://a.test', offline: { productionHost: '' } })).toBe('');
  });
  test('an unreadable site URL: no host, no service worker', () => {
    expect(productionHostOf({ siteUrl: 'not a url' })).toBe('');
  });
});

const leaf = (pathname: string): NavNode => ({ key: pathname, pathname, productId: 'material-ui', sourceFile: 'sidebar.json' }) as NavNode;
const group = (pathname: string, children: NavNode[]): NavNode => ({ ...leaf(pathname), children });

describe('productPagesForOffline: a product main pages, not its API reference', () => {
  test('leaves in sidebar order, groups skipped, API groups and external links left out', () => {
    const tree = [
      group('/material-ui/getting-started-group', [leaf('/material-ui/getting-started'), leaf('/material-ui/getting-started/installation')]),
      group('/material-ui/react-', [group('/material-ui/components/inputs', [leaf('/material-ui/react-button'), leaf('/material-ui/react-select')])]),
      group('/material-ui/api-group', [leaf('/material-ui/api/button'), leaf('/material-ui/api/select')]),
      group('/x/api/data-grid-group', [leaf('/x/api/data-grid/data-grid')]),
      leaf('https://mui.com/store/'),
      group('/material-ui/guides', [leaf('/material-ui/guides/theming'), leaf('/material-ui/react-button')]),
    ];
    expect(productPagesForOffline(tree)).toEqual([
      '/material-ui/getting-started',
      '/material-ui/getting-started/installation',
      '/material-ui/react-button',
      '/material-ui/react-select',
      '/material-ui/guides/theming',
    ]);
  });
  test('at most MAX_PRODUCT_PAGES', () => {
    const tree = [
      group(
        '/big',
        Array.from({ length: MAX_PRODUCT_PAGES + 20 }, (_, i) => leaf(`/big/page-${i}`)),
      ),
    ];
    const pages = productPagesForOffline(tree);
    expect(pages).toHaveLength(MAX_PRODUCT_PAGES);
    expect(pages[0]).toBe('/big/page-0');
  });
});

describe('URLs of pages and their data', () => {
  test.each([
    ['/material-ui/react-button/', '/page-data/material-ui/react-button/page-data.json'],
    ['/zh/material-ui/react-button/', '/page-data/zh/material-ui/react-button/page-data.json'],
    ['/', '/page-data/index/page-data.json'],
    ['/zh/', '/page-data/zh/page-data.json'],
  ])('pageDataUrl(%s)', (url, expected) => {
    expect(pageDataUrl(url)).toBe(expected);
  });
  test('urlsForPages: each page in the reader language, its data and its Markdown twin', () => {
    expect(urlsForPages(['/material-ui/react-button'], 'zh')).toEqual([
      '/zh/material-ui/react-button/',
      '/page-data/zh/material-ui/react-button/page-data.json',
      '/zh/material-ui/react-button.md',
    ]);
    expect(urlsForPages(['/system/getting-started'], 'en')).toEqual([
      '/system/getting-started/',
      '/page-data/system/getting-started/page-data.json',
      '/system/getting-started.md',
    ]);
  });
  test('the offline pages and the pages they are made from', () => {
    expect(offlinePageUrl('en')).toBe('/offline.html');
    expect(offlinePageUrl('zh')).toBe('/zh/offline.html');
    expect(OFFLINE_SOURCE_PAGES).toEqual(['/offline/', '/zh/offline/']);
  });
});

test('batches', () => {
  expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  expect(batches([], 3)).toEqual([]);
});

describe('mayFetchAhead: respect Save-Data and very slow links', () => {
  test.each<[string, Parameters<typeof mayFetchAhead>[0], boolean]>([
    ['no Network Information API', undefined, true],
    ['4g', { effectiveType: '4g' }, true],
    ['3g', { effectiveType: '3g' }, true],
    ['2g', { effectiveType: '2g' }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['Save-Data on a fast link', { saveData: true, effectiveType: '4g' }, false],
  ])('%s', (_, connection, expected) => {
    expect(mayFetchAhead(connection)).toBe(expected);
  });
});

test('isUpdateCheckDue: the first check, then at most one per interval', () => {
  expect(isUpdateCheckDue(null, 5)).toBe(true);
  expect(isUpdateCheckDue(1000, 1000 + UPDATE_CHECK_INTERVAL_MS - 1)).toBe(false);
  expect(isUpdateCheckDue(1000, 1000 + UPDATE_CHECK_INTERVAL_MS)).toBe(true);
});
