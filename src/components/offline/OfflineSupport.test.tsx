import * as React from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithRoute } from '../../test/renderWithRoute';
import { OfflineSupport } from './OfflineSupport';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

test('the live region is in the page from the start, empty while online', () => {
  renderWithRoute(<OfflineSupport />, []);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('when the connection drops it says so, and goes quiet when it is back', () => {
  renderWithRoute(<OfflineSupport />, []);
  setOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent("You're offline. Pages you've visited still work.");
  setOnline(true);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('in the reader’s language', () => {
  renderWithRoute(<OfflineSupport />, [], { language: 'zh' });
  setOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent('你已离线。访问过的页面仍可使用。');
});

test('no service worker off the production host: nothing registered, nothing fetched for offline', async () => {
  const register = jest.fn();
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  const fetchSpy = jest.spyOn(global, 'fetch');
  renderWithRoute(<OfflineSupport />, []);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(register).not.toHaveBeenCalled();
  expect(fetchSpy.mock.calls.filter(([url]) => String(url).startsWith('/search/'))).toEqual([]);
});
