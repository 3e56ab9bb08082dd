import * as React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductData } from '../../domain/page/routeData';
import { renderWithRoute } from '../../test/renderWithRoute';
import { VersionMenu } from './VersionMenu';

/** A product unlike the shared fixture's, so every label and link below can only come from this data. */
const joy: ProductData = {
  productId: 'joy-ui',
  name: 'Joy UI',
  description: 'Components',
  landing: '/joy-ui/getting-started',
  logo: '/logos/joy-ui.svg',
  versions: [
    { text: 'v9.4.1', href: '/joy-ui/getting-started', current: true },
    { text: 'v8', href: 'https://v8.example.com/joy-ui/getting-started/', current: false },
    { text: 'v7', href: '/joy-ui/legacy/v7', current: false },
  ],
};

function renderMenu(product: ProductData | null, language: 'en' | 'zh' = 'en') {
  return renderWithRoute(<VersionMenu />, [{ pathname: '/joy-ui/getting-started' }], { product, language, pathname: '/joy-ui/getting-started' });
}

test('the button shows the current version of the product it is given', () => {
  renderMenu(joy);
  const button = screen.getByRole('button', { name: 'Change version: v9.4.1' });
  expect(button).toHaveTextContent('v9.4.1');
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).not.toHaveAttribute('aria-expanded');
  expect(screen.queryByRole('menu')).toBeNull();
});

test('another current version changes the label; no current version or no product shows no button', () => {
  const { unmount } = renderMenu({ ...joy, versions: joy.versions.map((v) => ({ ...v, current: v.text === 'v8' })) });
  expect(screen.getByRole('button', { name: 'Change version: v8' })).toHaveTextContent('v8');
  unmount();

  const none = renderMenu({ ...joy, versions: joy.versions.map((v) => ({ ...v, current: false })) });
  expect(screen.queryByRole('button')).toBeNull();
  none.unmount();

  renderMenu(null);
  expect(screen.queryByRole('button')).toBeNull();
});

test('the menu lists every version in order, marks only the current one, and links the others and all versions', async () => {
  renderMenu(joy);
  const button = screen.getByRole('button', { name: 'Change version: v9.4.1' });
  fireEvent.click(button);
  const menu = await screen.findByRole('menu');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  // As in MUI's examples, the button controls the menu's popover, which holds the list.
  expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(menu);

  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((i) => i.textContent)).toEqual(['v9.4.1', 'v8', 'v7', 'View all versions']);
  expect(items.map((i) => i.getAttribute('href'))).toEqual([
    '/joy-ui/getting-started/',
    'https://v8.example.com/joy-ui/getting-started/',
    '/joy-ui/legacy/v7/',
    '/versions/',
  ]);
  expect(items.map((i) => i.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
  expect(items.map((i) => i.classList.contains('Mui-selected'))).toEqual([true, false, false, false]);
});

test('in Chinese the label and "all versions" are translated and internal links get the /zh/ prefix', async () => {
  renderMenu(joy, 'zh');
  fireEvent.click(screen.getByRole('button', { name: '切换版本: v9.4.1' }));
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
  expect(items.map((i) => i.textContent)).toEqual(['v9.4.1', 'v8', 'v7', '查看所有版本']);
  expect(items.map((i) => i.getAttribute('href'))).toEqual([
    '/zh/joy-ui/getting-started/',
    'https://v8.example.com/joy-ui/getting-started/',
    '/zh/joy-ui/legacy/v7/',
    '/zh/versions/',
  ]);
});

test('keyboard: focus starts on the current version, arrows move, Escape closes and gives focus back to the button', async () => {
  renderMenu(joy);
  const button = screen.getByRole('button', { name: 'Change version: v9.4.1' });
  // A native button: Enter and Space activate it with a click.
  expect(button.tagName).toBe('BUTTON');
  act(() => button.focus());
  fireEvent.click(button);
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  await waitFor(() => expect(items[0]).toHaveFocus());

  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(items[1]).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(items[3]).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(items[0]).toHaveFocus();

  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(button).not.toHaveAttribute('aria-expanded');
  expect(button).toHaveFocus();
});

test('choosing a version closes the menu', async () => {
  renderMenu(joy);
  fireEvent.click(screen.getByRole('button', { name: 'Change version: v9.4.1' }));
  const menu = await screen.findByRole('menu');
  // jsdom cannot follow the link; the browser would.
  menu.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'v8' }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});
