import * as React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRoute } from '../../test/renderWithRoute';
import { PageFeedback } from './PageFeedback';

const PATH = '/material-ui/getting-started';
const toc = [{ text: 'Basic button', hash: 'basic-button', level: 2 as const, children: [{ text: 'Sizes', hash: 'sizes', level: 3 as const, children: [] }] }];

let requests: Array<{ url: string; body: Record<string, unknown> }>;
let answer: () => Promise<Response>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.pushState({}, '', `${PATH}/`);
  requests = [];
  answer = async () => ({ status: 201, ok: true }) as Response;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof fetch;
});

const render = (endpoint = '/api/feedback') => renderWithRoute(<PageFeedback endpoint={endpoint} />, [], { pathname: PATH, toc });
const yes = () => screen.getByRole('button', { name: 'Yes' });
const no = () => screen.getByRole('button', { name: 'No' });
const comment = () => screen.findByRole('textbox', { name: 'Comment' });
const status = () => screen.getByRole('status');

test('Yes and No are toggle buttons; a vote is remembered, sent at once, and opens the comment form with focus', async () => {
  render();
  expect(screen.getByText('Was this page helpful?')).toBeInTheDocument();
  expect(yes()).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(yes());
  expect(yes()).toHaveAttribute('aria-pressed', 'true');
  expect(no()).toHaveAttribute('aria-pressed', 'false');
  expect(localStorage.getItem(`feedback-${PATH}`)).toBe('1');
  await waitFor(() => expect(status()).toHaveTextContent('Feedback submitted'));
  expect(requests).toEqual([{ url: '/api/feedback', body: { rating: 1, page: `${PATH}/`, language: 'en' } }]);
  expect(await comment()).toHaveFocus();
  expect(screen.getByText('What did you like about this page? (optional)')).toBeInTheDocument();
});

test('a remembered vote shows pressed; No asks how to improve and points to the issue tracker', async () => {
  localStorage.setItem(`feedback-${PATH}`, '0');
  render();
  expect(no()).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(no());
  expect(await screen.findByText('How can we improve this page? (optional)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open an issue' })).toHaveAttribute('href', expect.stringContaining('/issues/new?'));
  await waitFor(() => expect(status()).toHaveTextContent('Feedback submitted'));
});

test('a comment: Ctrl+Enter sends it with the vote; success closes the form and clears the draft', async () => {
  render();
  fireEvent.click(no());
  await waitFor(() => expect(requests).toHaveLength(1));
  fireEvent.change(await comment(), { target: { value: '  The sizes demo is cut off.  ' } });
  expect(JSON.parse(sessionStorage.getItem(`feedback-draft-${PATH}`)!)).toEqual({ comment: '  The sizes demo is cut off.  ', section: null });
  fireEvent.keyDown(await comment(), { key: 'Enter', ctrlKey: true });
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1].body).toEqual({ rating: 0, comment: 'The sizes demo is cut off.', page: `${PATH}/`, language: 'en' });
  await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  expect(status()).toHaveTextContent('Feedback submitted');
  expect(sessionStorage.getItem(`feedback-draft-${PATH}`)).toBeNull();
});

test.each<[string, () => Promise<Response>]>([
  ['a 500', async () => ({ status: 500, ok: false }) as Response],
  ['a 400', async () => ({ status: 400, ok: false }) as Response],
  ['the network down', async () => Promise.reject(new TypeError('Failed to fetch'))],
])('%s: the failure message, and the comment stays in the form and in session storage', async (_, failing) => {
  render();
  fireEvent.click(yes());
  await waitFor(() => expect(status()).toHaveTextContent('Feedback submitted'));
  answer = failing;
  fireEvent.change(await comment(), { target: { value: 'Great page' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(status()).toHaveTextContent("Couldn't submit feedback. Please try again later."));
  expect(await comment()).toHaveValue('Great page');
  expect(sessionStorage.getItem(`feedback-draft-${PATH}`)).toContain('Great page');
});

test('no answer within 10 s counts as a failure', async () => {
  jest.useFakeTimers();
  answer = () => new Promise(() => undefined);
  global.fetch = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
  ) as typeof fetch;
  const fetchMock = global.fetch;
  render();
  fireEvent.click(yes());
  expect(yes()).toBeDisabled();
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await act(async () => {
    jest.advanceTimersByTime(9_000);
  });
  expect(yes()).toBeDisabled();
  await act(async () => {
    jest.advanceTimersByTime(1_000);
  });
  jest.useRealTimers();
  await waitFor(() => expect(status()).toHaveTextContent("Couldn't submit feedback"));
  expect(yes()).toBeEnabled();
});

test('a comment typed and not sent survives a reload: the form reopens with it', async () => {
  sessionStorage.setItem(`feedback-draft-${PATH}`, JSON.stringify({ comment: 'half written', section: 'sizes' }));
  render();
  expect(await comment()).toHaveValue('half written');
  expect(screen.getByText('How can we improve the “Sizes” section? (optional)')).toBeInTheDocument();
});

test('a corrupt draft is ignored', async () => {
  sessionStorage.setItem(`feedback-draft-${PATH}`, '{"comment":');
  render();
  expect(screen.queryByRole('textbox')).toBeNull();
});

test('a heading’s comment link opens the form for its section, which is sent with the comment', async () => {
  const heading = document.createElement('a');
  heading.setAttribute('data-feedback-hash', 'basic-button');
  heading.href = '#page_feedback';
  document.body.appendChild(heading);
  render();
  fireEvent.click(heading);
  expect(screen.getByText('How can we improve the “Basic button” section? (optional)')).toBeInTheDocument();
  expect(await comment()).toHaveFocus();
  fireEvent.change(await comment(), { target: { value: 'Needs a disabled example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0].body).toEqual({ comment: 'Needs a disabled example', section: 'basic-button', page: `${PATH}/`, language: 'en' });
  heading.remove();
});

test('Cancel closes the form and discards the draft', async () => {
  render();
  fireEvent.click(yes());
  fireEvent.change(await comment(), { target: { value: 'never mind' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(sessionStorage.getItem(`feedback-draft-${PATH}`)).toBeNull();
});

test('no endpoint configured: the widget works and says feedback is not collected', async () => {
  render('');
  fireEvent.click(yes());
  expect(status()).toHaveTextContent("Feedback isn't collected on this deployment");
  expect(requests).toEqual([]);
  expect(localStorage.getItem(`feedback-${PATH}`)).toBe('1');
});
