import { keySidebarTree, PAGE_FLAGS, type NavLabels, type NavNode } from '../../domain/sidebar';
import {
  drawNavList,
  installNavInteractions,
  navPageName,
  NAV_PAGE_ATTRIBUTE,
  NAV_SOURCE_ATTRIBUTE,
  scrollActiveLinkIntoView,
  type NavListDeps,
  type NavSource,
} from './navInteractions';

const TREE = keySidebarTree([
  {
    pathname: '/material-ui/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/material-ui/getting-started', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation', title: 'Installation' },
    ],
  },
  {
    pathname: '/material-ui/react-',
    title: 'Components',
    children: [
      { pathname: '/material-ui/components/inputs', subheader: 'inputs', children: [{ pathname: '/material-ui/react-button', title: 'Button' }] },
      { pathname: '/material-ui/react-lab', title: 'Lab', children: [{ pathname: '/material-ui/react-masonry', title: 'Masonry' }] },
    ],
  },
  { pathname: '/material-ui/customization-group', title: 'Customization', children: [{ pathname: '/material-ui/customization/theming', title: 'Theming' }] },
]);

const labels: NavLabels = {
  plans: { pro: 'Pro plan', premium: 'Premium plan' },
  chips: Object.fromEntries(PAGE_FLAGS.map((flag) => [flag, flag])) as NavLabels['chips'],
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A navigation source whose loads are counted; `fail` makes them reject as a failed fetch does. */
function sourceOf(tree: NavNode[], { name = '/nav/material-ui.1.json', fail = false } = {}): NavSource & { load: jest.Mock } {
  return { name, cached: () => tree, load: jest.fn(() => (fail ? Promise.reject(new Error(`${name}: HTTP 500`)) : Promise.resolve(tree))) };
}

const deps = (pathname: string, overrides: Partial<NavListDeps> = {}): NavListDeps => ({
  source: sourceOf(TREE),
  page: { pathname, language: 'en' },
  labels,
  idPrefix: 'nav',
  ...overrides,
});

/** The list as the server renders it for a page (its attributes say which page and which navigation). */
function serverList(pathname: string, language: 'en' | 'zh' = 'en') {
  const drawn = deps(pathname, { page: { pathname, language } });
  const list = document.createElement('ul');
  list.setAttribute(NAV_PAGE_ATTRIBUTE, navPageName(drawn.page));
  list.setAttribute(NAV_SOURCE_ATTRIBUTE, drawn.source.name);
  list.innerHTML = drawNavList(TREE, drawn);
  document.body.appendChild(list);
  return list;
}

const group = (list: Element, title: string) => [...list.querySelectorAll('button')].find((b) => b.textContent === title)!;
const link = (list: Element, title: string) => [...list.querySelectorAll('a')].find((a) => a.textContent === title) ?? null;
const titles = (list: Element) => [...list.querySelectorAll('.nav-title')].map((t) => t.textContent);
const active = (list: Element) => [...list.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);

let uninstall: () => void = () => undefined;
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

describe('groups', () => {
  test('a click on a closed group draws its entries (subheaders, nested groups) and expands it; another click removes them', async () => {
    const list = serverList('/material-ui/getting-started');
    uninstall = installNavInteractions(list, deps('/material-ui/getting-started'));
    const components = group(list, 'Components');
    expect(titles(list)).not.toContain('Button');
    components.click();
    await flush();
    expect(components).toHaveAttribute('aria-expanded', 'true');
    expect(components).toHaveAttribute('aria-controls', 'nav-1');
    expect(document.getElementById('nav-1')).toContainElement(link(list, 'Button'));
    expect(list.querySelector('.nav-subheader')).toHaveTextContent('Inputs');
    expect(group(list, 'Lab')).toHaveAttribute('aria-expanded', 'false'); // drawn closed: the page is not in it
    components.click();
    expect(components).toHaveAttribute('aria-expanded', 'false');
    expect(components).not.toHaveAttribute('aria-controls');
    expect(document.getElementById('nav-1')).toBeNull();
    expect(titles(list)).not.toContain('Button');
  });

  test('a nested group opened inside an opened group is drawn at its depth', async () => {
    const list = serverList('/material-ui/getting-started');
    uninstall = installNavInteractions(list, deps('/material-ui/getting-started'));
    group(list, 'Components').click();
    await flush();
    group(list, 'Lab').click();
    await flush();
    expect(link(list, 'Masonry')).toHaveAttribute('data-depth', '2');
  });

  test('a failed navigation fetch leaves the group closed and throws nothing; a later click opens it', async () => {
    const list = serverList('/material-ui/getting-started');
    const failing = sourceOf(TREE, { fail: true });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    uninstall = installNavInteractions(list, deps('/material-ui/getting-started', { source: failing }));
    group(list, 'Components').click();
    await flush();
    await flush();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(group(list, 'Components')).toHaveAttribute('aria-expanded', 'false');
    expect(link(list, 'Button')).toBeNull();
    failing.load.mockImplementation(() => Promise.resolve(TREE)); // the network is back
    group(list, 'Components').click();
    await flush();
    expect(group(list, 'Components')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the navigation is fetched when the pointer or focus first reaches the list', () => {
    const list = serverList('/material-ui/getting-started');
    const d = deps('/material-ui/getting-started');
    uninstall = installNavInteractions(list, d);
    expect(d.source.load).not.toHaveBeenCalled();
    list.dispatchEvent(new Event('pointerenter'));
    list.dispatchEvent(new Event('pointerenter'));
    expect(d.source.load).toHaveBeenCalledTimes(1);
  });

  test('uninstalled, the list does nothing', async () => {
    const list = serverList('/material-ui/getting-started');
    const d = deps('/material-ui/getting-started');
    installNavInteractions(list, d)();
    group(list, 'Components').click();
    list.dispatchEvent(new Event('pointerenter'));
    list.dispatchEvent(new FocusEvent('focusin'));
    await flush();
    expect(d.source.load).not.toHaveBeenCalled();
    expect(group(list, 'Components')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('another page', () => {
  test.each([
    // [drawn for, installed for, marked after, fetched, groups expanded after]
    [
      'the same page: nothing changes (the group the reader opened stays open)',
      '/material-ui/getting-started',
      'en',
      '/material-ui/getting-started',
      'Overview',
      false,
      ['Getting started', 'Components'],
    ],
    [
      'a page whose link is drawn: the mark moves in place',
      '/material-ui/getting-started',
      'en',
      '/material-ui/getting-started/installation',
      'Installation',
      false,
      ['Getting started', 'Components'],
    ],
    [
      'a page in a closed group: redrawn, that group opens, Components kept open',
      '/material-ui/getting-started',
      'en',
      '/material-ui/customization/theming',
      'Theming',
      true,
      ['Getting started', 'Components', 'Customization'],
    ],
    [
      'the same page in another language: redrawn in it',
      '/material-ui/getting-started',
      'zh',
      '/material-ui/getting-started',
      'Overview',
      true,
      ['Getting started', 'Components'],
    ],
  ] as const)('%s', async (_name, drawnFor, language, pathname, marked, fetched, expanded) => {
    const list = serverList(drawnFor);
    const first = deps(drawnFor);
    uninstall = installNavInteractions(list, first);
    group(list, 'Components').click(); // the reader opened a group
    await flush();
    uninstall();
    const next = deps(pathname, { page: { pathname, language } });
    uninstall = installNavInteractions(list, next);
    await flush();
    expect(active(list)).toEqual([marked]);
    expect(link(list, marked)).toHaveClass('app-drawer-active');
    expect(next.source.load).toHaveBeenCalledTimes(fetched ? 1 : 0);
    expect([...list.querySelectorAll('[aria-expanded="true"]')].map((b) => b.textContent)).toEqual(expanded);
    expect(list).toHaveAttribute(NAV_PAGE_ATTRIBUTE, `${language}:${pathname}`);
    if (language === 'zh') expect(link(list, marked)).toHaveAttribute('href', '/zh/material-ui/getting-started/');
  });

  test("another product's navigation: redrawn from it, no group of the old one kept open", async () => {
    const list = serverList('/material-ui/getting-started');
    uninstall = installNavInteractions(list, deps('/material-ui/getting-started'));
    group(list, 'Components').click();
    await flush();
    uninstall();
    const joy = sourceOf(
      keySidebarTree([
        { pathname: '/joy-ui/a', title: 'A', children: [{ pathname: '/joy-ui/b', title: 'B' }] },
        { pathname: '/joy-ui/c', title: 'C', children: [{ pathname: '/joy-ui/d', title: 'D' }] },
      ]),
      {
        name: '/nav/joy-ui.1.json',
      },
    );
    uninstall = installNavInteractions(list, deps('/joy-ui/b', { source: joy }));
    await flush();
    expect(titles(list)).toEqual(['A', 'B', 'C']);
    expect(active(list)).toEqual(['B']);
    expect(list).toHaveAttribute(NAV_SOURCE_ATTRIBUTE, '/nav/joy-ui.1.json');
  });

  test('an empty list (a copy mounted without server markup) is drawn for the page', async () => {
    const list = document.createElement('ul');
    uninstall = installNavInteractions(list, deps('/material-ui/react-button'));
    await flush();
    expect(active(list)).toEqual(['Button']);
  });

  test('a redraw still loading when the page changes again is dropped; a failed one leaves the list as drawn', async () => {
    const list = serverList('/material-ui/getting-started');
    let arrive: (tree: NavNode[]) => void = () => undefined;
    const slow = { ...sourceOf(TREE), load: jest.fn(() => new Promise<NavNode[]>((resolve) => (arrive = resolve))) };
    uninstall = installNavInteractions(list, deps('/material-ui/customization/theming', { source: slow }));
    uninstall();
    arrive(TREE);
    await flush();
    expect(active(list)).toEqual(['Overview']);
    uninstall = installNavInteractions(list, deps('/material-ui/customization/theming', { source: sourceOf(TREE, { fail: true }) }));
    await flush();
    expect(active(list)).toEqual(['Overview']);
  });
});

describe('the active link scrolled into view', () => {
  const rect = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) });
  test.each([
    ['in the middle: stays', 400, 500],
    ['near the top edge: centred', 150, 150],
    ['below the bottom: centred', 900, 900],
  ])('%s', (_name, linkTop, scrolled) => {
    const container = serverList('/material-ui/getting-started');
    Object.defineProperty(container, 'scrollTop', { value: 500, writable: true });
    container.getBoundingClientRect = () => rect(100, 800);
    link(container, 'Overview')!.getBoundingClientRect = () => rect(linkTop, 30);
    scrollActiveLinkIntoView(container);
    expect(container.scrollTop).toBe(scrolled);
  });
});
