import { containsPathname, findNavNode, navItemsMarkup, type NavMarkupOptions } from './navMarkup';
import { buildSidebarTree, flattenSidebarTree, keySidebarTree } from './tree';
import type { SidebarPage } from './types';

const sidebar: SidebarPage[] = [
  {
    pathname: '/p/start',
    title: 'Start',
    children: [
      { pathname: '/p/start/overview', title: 'Overview' },
      { pathname: '/p/start/install', beta: true },
    ],
  },
  { pathname: '/p/api', title: 'API <&>', children: [{ pathname: '/p/api/button', plan: 'pro' }] },
  { pathname: '/p/hidden', inSideNav: false },
  { pathname: 'https://example.com/store', title: 'Store', icon: 'WebIcon', linkProps: { 'data-ga-event-category': 'store' } },
];

const options = (overrides: Partial<NavMarkupOptions> = {}): NavMarkupOptions => ({
  language: 'en',
  activePathname: '/p/start/overview',
  isOpen: (node) => containsPathname(node, '/p/start/overview'),
  icons: {
    ReaderIcon: 'ChromeReaderModeRounded',
    BookIcon: 'BookRounded',
    DescriptionIcon: 'ArticleRounded',
    VisibilityIcon: 'VisibilityRounded',
    WebIcon: 'WebRounded',
  },
  labels: {
    plans: { pro: 'Pro plan', premium: 'Premium plan' },
    chips: { newFeature: 'New', planned: 'Planned', unstable: 'Preview', beta: 'Beta', legacy: 'Legacy', deprecated: 'Deprecated' },
  },
  idPrefix: 'nav',
  ...overrides,
});

const draw = (html: string) => {
  const list = document.createElement('ul');
  list.innerHTML = html;
  return list;
};

test('a group is found again by its key in the tree the build rebuilt from GraphQL entries', () => {
  const tree = buildSidebarTree([...flattenSidebarTree(sidebar)].reverse());
  expect(findNavNode(tree, '1.0')).toMatchObject({ pathname: '/p/api/button', plan: 'pro' });
  expect(findNavNode(tree, '9')).toBeNull();
});

test("the active page's group is drawn open with the page marked; closed groups carry no entries; hidden entries are left out", () => {
  const list = draw(navItemsMarkup(keySidebarTree(sidebar), 0, options()));
  const [start, api] = list.querySelectorAll('button');
  expect(start.getAttribute('aria-expanded')).toBe('true');
  expect(list.querySelector(`#${start.getAttribute('aria-controls')}`)?.textContent).toContain('Overview');
  expect(list.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/p/start/overview/');
  expect(list.querySelector('[aria-current="page"]')?.className).toBe('nav-item app-drawer-active');
  expect(api.getAttribute('aria-expanded')).toBe('false');
  expect(api.hasAttribute('aria-controls')).toBe(false);
  expect(api.getAttribute('data-nav-group')).toBe('1');
  expect(list.textContent).not.toContain('Button');
  expect(list.textContent).not.toContain('Hidden');
  expect(list.querySelector('a[href="/p/start/install/"]')?.textContent).toBe('InstallBeta');
});

test('titles are text, not markup; external links open a new tab with their own attributes; zh links get the prefix', () => {
  const list = draw(navItemsMarkup(keySidebarTree(sidebar), 0, options({ language: 'zh', isOpen: () => true, idPrefix: 'm' })));
  expect(list.querySelectorAll('button')[1].textContent).toBe('API <&>');
  const store = list.querySelector('a[href="https://example.com/store"]')!;
  expect(store.getAttribute('target')).toBe('_blank');
  expect(store.getAttribute('data-ga-event-category')).toBe('store');
  expect(store.querySelector('svg.nav-icon path')).not.toBeNull();
  expect(list.querySelector('a[href="/zh/p/api/button/"] [role="img"]')?.getAttribute('aria-label')).toBe('Pro plan');
  expect(list.querySelector('#m-1')).not.toBeNull();
});
