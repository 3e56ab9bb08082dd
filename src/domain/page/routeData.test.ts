import type { TocItem } from '../toc';
import type { GeneratedSection } from './generated';
import { islandRouteInput, resolveRouteData } from './routeData';

describe('islandRouteInput', () => {
  const product = { productId: 'material-ui', name: 'Material UI', description: '', landing: '/material-ui/', logo: '', versions: [] };
  it('reads a page’s language, UI strings, pathname and product from its page data, as its template would', () => {
    const input = islandRouteInput(
      {
        result: {
          pageContext: { language: 'zh', translations: { 'app.search': '搜索' } as never, pathname: '/material-ui/react-button', card: '/cards/a.png' },
          data: { product, allProduct: { nodes: [product] } },
        },
      },
      'Button - Material UI',
    );
    expect(input).toMatchObject({ language: 'zh', pathname: '/material-ui/react-button', product, products: [product], toc: [], nav: null });
    expect(resolveRouteData(input!).productInfo.productId).toBe('material-ui');
  });
  it('a documentation page’s table of contents, its generated section’s in its place', () => {
    const usage: TocItem = { text: 'Usage', hash: 'usage', level: 2, children: [] };
    const api: TocItem = { text: 'API', hash: 'api', level: 2, children: [] };
    const pageData = (generated?: GeneratedSection) => ({
      result: { pageContext: { language: 'en' as const, pathname: '/x', generated }, data: { mdx: { doc: { toc: [usage] } } } },
    });
    expect(islandRouteInput(pageData(), 'X')?.toc).toEqual([usage]);
    expect(islandRouteInput(pageData({ body: [], toc: [api], position: 'end' }), 'X')?.toc).toEqual([usage, api]);
  });
  it('a page outside any product has none; a file that is not a page’s data gives nothing', () => {
    expect(islandRouteInput({ result: { pageContext: { language: 'en', pathname: '/' }, data: null } }, 'MUI')).toMatchObject({ product: null, products: [] });
    expect(islandRouteInput({}, 'x')).toBeNull();
    expect(islandRouteInput({ result: { pageContext: { pathname: '/x' } } }, 'x')).toBeNull();
  });
});
