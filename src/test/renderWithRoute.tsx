import * as React from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { zh } from '../domain/i18n/zh';
import { resolveRouteData, type RouteInput } from '../domain/page/routeData';
import { findActivePage, findPrevNext, keySidebarTree, pageToTitle, type SidebarPage } from '../domain/sidebar';
import { RouteDataProvider } from '../providers/RouteDataProvider';
import { INITIAL_THEME_STATE } from '../domain/preferences';
import { createDocsTheme } from '../theme/brandTheme';

export const product = {
  productId: 'material-ui',
  name: 'Material UI',
  description: 'Components',
  landing: '/material-ui/getting-started',
  logo: '/logos/material-ui.svg',
  versions: [
    { text: 'v6.1.2', href: '/material-ui/getting-started/', current: true },
    { text: 'v5', href: 'https://v5.mui.com/material-ui/getting-started/', current: false },
  ],
};

let served = 0;

/**
 * Serves a product navigation file with this sidebar (through a mocked `fetch`, as the browser gets it) and
 * returns the page's place in it, as the build computes it.
 */
function serveNav(sidebar: SidebarPage[], pathname: string) {
  const url = `/nav/test.${(served += 1)}.json`;
  const tree = keySidebarTree(sidebar);
  const previous = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === url ? ({ ok: true, status: 200, json: async () => ({ productId: 'material-ui', tree }) } as Response) : previous(input, init),
  ) as typeof fetch;
  const { activePage } = findActivePage(sidebar, pathname);
  const { prev, next } = activePage ? findPrevNext(sidebar, activePage.pathname) : { prev: null, next: null };
  const link = (page: SidebarPage | null) => (page ? { pathname: page.pathname, title: pageToTitle(page) } : null);
  return { url, prev: link(prev), next: link(next) };
}

/** Renders UI inside the docs theme and the route data of a page with the given sidebar. */
export function renderWithRoute(ui: React.ReactElement, sidebar: SidebarPage[], overrides: Partial<RouteInput> = {}) {
  const route = resolveRouteData({
    language: 'en',
    pathname: '/material-ui/getting-started',
    title: 'Overview',
    description: 'd',
    product,
    products: [product, { ...product, productId: 'joy-ui', name: 'Joy UI', landing: '/joy-ui/getting-started' }],
    nav: serveNav(sidebar, overrides.pathname ?? '/material-ui/getting-started'),
    toc: [],
    // As the build does: a zh page gets its dictionary in its context.
    ...(overrides.language === 'zh' ? { translations: zh } : {}),
    ...overrides,
  });
  return render(
    <ThemeProvider theme={createDocsTheme(INITIAL_THEME_STATE)}>
      <RouteDataProvider value={route}>{ui}</RouteDataProvider>
    </ThemeProvider>,
  );
}
