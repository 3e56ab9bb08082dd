import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen } from '@testing-library/react';
import { resolveRouteData } from '../../domain/page/routeData';
import { RouteDataProvider } from '../../providers/RouteDataProvider';
import { renderWithRoute } from '../../test/renderWithRoute';
import { SiteSearch } from './SiteSearch';

// The dialog's chunk, as a stand-in: what SiteSearch decides (when to open, with what, where focus goes) is tested here.
jest.mock('./SearchDialog', () => ({
  SearchDialog: ({ open, initialQuery, onClose }: { open: boolean; initialQuery: string; onClose: (restore: boolean) => void }) =>
    open ? (
      <div role="dialog" aria-label="search">
        <span data-testid="query">{initialQuery}</span>
        <button type="button" onClick={() => onClose(true)}>
          escape
        </button>
        <button type="button" onClick={() => onClose(false)}>
          choose
        </button>
      </div>
    ) : null,
}));

function renderSearch() {
  return renderWithRoute(
    <div>
      <SiteSearch />
      <a href="/elsewhere/">a link</a>
      <input aria-label="a field" />
      <ul role="menu">
        <li role="menuitem" tabIndex={-1}>
          an item
        </li>
      </ul>
      <div className="MuiDemo-root">
        <div tabIndex={-1} data-testid="demo">
          a demo
        </div>
      </div>
      <main tabIndex={-1}>the page</main>
    </div>,
    [],
  );
}

const press = (target: Element, key: string, mods: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(target, { key, ...mods });

test('the server renders an enabled button with an empty hint; the platform key arrives after hydration', () => {
  const route = resolveRouteData({ language: 'en', pathname: '/', title: 't', description: 'd', product: null, products: [], nav: null, toc: [] });
  const html = renderToString(
    <RouteDataProvider value={route}>
      <SiteSearch />
    </RouteDataProvider>,
  );
  expect(html).toContain('<kbd class="header-search-key" aria-hidden="true"></kbd>');
  expect(html).not.toContain('disabled');
  expect(html).not.toContain('aria-keyshortcuts');

  renderSearch();
  const button = screen.getByRole('button', { name: 'Search…' });
  expect(button.querySelector('kbd')).toHaveTextContent('Ctrl+K'); // jsdom's platform is ''
  expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
});

test('Ctrl+K and ⌘K open it anywhere, empty, and are kept from the browser', async () => {
  renderSearch();
  const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
  act(() => {
    screen.getByRole('textbox', { name: 'a field' }).dispatchEvent(event);
  });
  expect(event.defaultPrevented).toBe(true);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(screen.getByTestId('query')).toHaveTextContent('');
});

test('a character typed on the page opens it with that character, and what follows is added while it loads', async () => {
  renderSearch();
  act(() => {
    press(document.body, 'b');
    press(document.body, 'u');
  });
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(screen.getByTestId('query')).toHaveTextContent('bu');
});

test.each([
  ['a link', false, () => screen.getByRole('link', { name: 'a link' })],
  ['a text field', false, () => screen.getByRole('textbox', { name: 'a field' })],
  ['a menu item', false, () => screen.getByRole('menuitem')],
  ['a live demo', false, () => screen.getByTestId('demo')],
  ['the main landmark (after the skip link)', true, () => screen.getByRole('main')],
  ['the search button', true, () => screen.getByRole('button', { name: 'Search…' })],
])('a letter typed on %s opens the dialog: %s', async (_, opens, target) => {
  renderSearch();
  act(() => {
    press(target(), 'b');
  });
  await act(() => Promise.resolve());
  expect(screen.queryByRole('dialog') !== null).toBe(opens);
});

test('/ opens it from a link, not from a text field', async () => {
  renderSearch();
  act(() => {
    press(screen.getByRole('textbox', { name: 'a field' }), '/');
  });
  await act(() => Promise.resolve());
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => {
    press(screen.getByRole('link', { name: 'a link' }), '/');
  });
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

test('closing returns focus where it was; choosing a result does not', async () => {
  renderSearch();
  const link = screen.getByRole('link', { name: 'a link' });
  link.focus();
  act(() => {
    press(link, 'k', { metaKey: true });
  });
  fireEvent.click(await screen.findByRole('button', { name: 'escape' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(link).toHaveFocus();

  const button = screen.getByRole('button', { name: 'Search…' });
  fireEvent.click(button);
  const choose = await screen.findByRole('button', { name: 'choose' });
  choose.focus();
  fireEvent.click(choose);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(button).not.toHaveFocus();
});
