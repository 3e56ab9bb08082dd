import * as React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRoute } from '../../test/renderWithRoute';
import ErrorDecoder, { ERROR_CODES_URL, forgetErrorCodes } from './ErrorDecoder';

beforeEach(forgetErrorCodes);

const TABLE = { codes: { 9: { message: 'MUI: Unsupported `%s` color.\nThe following formats are supported: #nnn.' }, 11: { message: 'MUI: The color%s needs `%s`.' } } };

function serve(responses: Array<() => Promise<Response>>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  }) as typeof fetch;
  return calls;
}
const ok = (body: unknown) => async () => ({ ok: true, status: 200, json: async () => body }) as Response;

function open(search: string) {
  window.history.pushState({}, '', `/production-error/${search}`);
  return renderWithRoute(<ErrorDecoder />, [], { pathname: '/production-error' });
}

test('a known code: the full message with the arguments filled in, as text', async () => {
  const calls = serve([ok(TABLE)]);
  const { container } = open('?code=9&args[]=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  const message = await screen.findByTestId('decoded-message');
  expect(message).toHaveTextContent('MUI: Unsupported `<img src=x onerror=alert(1)>` color.');
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('MUI error #9, in full:')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'How to read this message' })).toHaveAttribute('href', '#reading-the-decoded-message');
  expect(calls).toEqual([ERROR_CODES_URL]);
});

test('a missing argument is shown as such', async () => {
  serve([ok(TABLE)]);
  open('?code=11&args[]=%20(primary)');
  expect(await screen.findByTestId('decoded-message')).toHaveTextContent('MUI: The color (primary) needs `[missing argument]`.');
});

test('an unknown code says which, and what to do', async () => {
  serve([ok(TABLE)]);
  open('?code=javascript:alert(1)');
  expect(await screen.findByText('No message is known for error code “javascript:alert(1)”.')).toBeInTheDocument();
  expect(screen.getByText(/reproduce it in a development build/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
});

test('the table failing to load: a message and Retry, which loads it again', async () => {
  serve([async () => ({ ok: false, status: 503, json: async () => ({}) }) as Response, ok(TABLE)]);
  open('?code=9&args[]=red');
  expect(await screen.findByRole('alert')).toHaveTextContent('The table of error messages could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('decoded-message')).toHaveTextContent('MUI: Unsupported `red` color.');
});

test('no code in the URL: nothing drawn, nothing loaded', () => {
  const calls = serve([]);
  const { container } = open('');
  expect(container).toBeEmptyDOMElement();
  expect(calls).toEqual([]);
});
