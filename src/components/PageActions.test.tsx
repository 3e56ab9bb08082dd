import * as React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRoute } from '../test/renderWithRoute';
import { PageActions, PageSourceLinks } from './PageActions';

const TWIN = '/material-ui/react-button.md';
const MARKDOWN = '# Button\n\nButtons let users take actions.\n';
let written: string[];

beforeEach(() => {
  written = [];
  global.fetch = jest.fn(
    async (url: RequestInfo | URL) => ({ ok: String(url) === TWIN, status: String(url) === TWIN ? 200 : 404, text: async () => MARKDOWN }) as Response,
  ) as typeof fetch;
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(async (text: string) => void written.push(text)) }, configurable: true });
});
afterEach(() => jest.useRealTimers());

test('Copy page puts the twin on the clipboard, reads Copied and announces it, then reads Copy page again', async () => {
  jest.useFakeTimers();
  renderWithRoute(<PageActions twin={TWIN} />, []);
  const button = screen.getByRole('button', { name: 'Copy page as Markdown' });
  fireEvent.click(button);
  await waitFor(() => expect(written).toEqual([MARKDOWN]));
  expect(within(button).getByText('Copied')).toBeVisible();
  expect(within(button).getByText('Copy page')).not.toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Copied');
  act(() => void jest.advanceTimersByTime(1300));
  expect(within(button).getByText('Copied')).not.toBeVisible();
  expect(within(button).getByText('Copy page')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('a twin that cannot be fetched copies nothing and never reads Copied', async () => {
  renderWithRoute(<PageActions twin="/missing.md" />, []);
  fireEvent.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
  await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/missing.md'));
  await act(async () => undefined);
  expect(written).toEqual([]);
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('View as Markdown links the twin; both controls are in one labelled group, translated', () => {
  renderWithRoute(<PageActions twin={`/zh${TWIN}`} />, [], { language: 'zh' });
  expect(screen.getByRole('group', { name: '页面操作' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute('href', `/zh${TWIN}`);
  expect(screen.getByRole('button', { name: '复制页面（Markdown 格式）' })).toBeInTheDocument();
});

test("Edit this page links the MDX file in the repository; Last updated shows the commit's date", () => {
  renderWithRoute(<PageSourceLinks source={{ path: 'content/material-ui/docs/react-button.mdx', lastUpdated: { date: '2024-05-01', text: 'May 1, 2024' } }} />, []);
  expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    'https://github.com/mui/material-ui/edit/main/content/material-ui/docs/react-button.mdx',
  );
  const time = screen.getByText('Last updated on May 1, 2024');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', '2024-05-01');
});

test('without a commit date (a build outside git), no date is shown', () => {
  renderWithRoute(<PageSourceLinks source={{ path: 'content/material-ui/docs/react-button.mdx', lastUpdated: null }} />, []);
  expect(screen.queryByText(/Last updated/)).toBeNull();
});
