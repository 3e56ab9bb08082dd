import * as React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithRoute } from '../test/renderWithRoute';
import { CodeBlock } from './CodeBlock';
import { CLIENT_ROUTING_ATTRIBUTE, MARKDOWN_CLASS } from '../domain/markdown';
import { installBodyInteractions } from './interactions';

const html = '<span class="token function">npm</span> install @mui/material';

let writeText: jest.Mock;
let uninstall: () => void;
let navigate: jest.Mock;
let prefetch: jest.Mock;

function install(platform = 'Linux x86_64') {
  navigate = jest.fn();
  prefetch = jest.fn();
  uninstall = installBodyInteractions(document, { navigate, prefetch, platform });
}

beforeEach(() => {
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  install();
});
afterEach(() => {
  uninstall();
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.getSelection()?.removeAllRanges();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const renderBlocks = (language: 'en' | 'zh' = 'en') =>
  renderWithRoute(
    <div>
      <CodeBlock language="bash" html={html} title="Terminal" />
      <CodeBlock language="js" html="second()" />
      <input aria-label="search" defaultValue="hello" />
    </div>,
    [],
    { language },
  );

const roots = () => [...document.querySelectorAll<HTMLElement>('.MuiCode-root')];
const copyButtons = (name = 'Copy the code') => screen.getAllByRole('button', { name });
const label = (button: HTMLElement) => button.firstChild?.textContent;
const ctrlC = async (init: KeyboardEventInit = {}) => {
  await act(async () => {
    fireEvent.keyDown(document, { key: 'c', keyCode: 67, ctrlKey: true, ...init });
  });
};

test('the markup: highlighted code in a focusable ltr pre, an optional title, a Copy button for analytics', () => {
  renderBlocks();
  const [first, second] = roots();
  expect(first.querySelector('.MuiCode-title')).toHaveTextContent('Terminal');
  expect(second.querySelector('.MuiCode-title')).toBeNull();
  const pre = first.querySelector('pre')!;
  expect(pre).toHaveAttribute('tabindex', '0');
  expect(pre).toHaveAttribute('dir', 'ltr');
  expect(pre.querySelector('code.language-bash .token.function')).toHaveTextContent('npm');
  const [button] = copyButtons();
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveAttribute('data-ga-event-category', 'code');
  expect(button).toHaveAttribute('data-ga-event-action', 'copy-click');
});

test('Copy copies the text of the code, reads Copied for 2 s (announced), then Copy again', async () => {
  jest.useFakeTimers();
  renderBlocks();
  const [button] = copyButtons();
  expect(label(button)).toBe('Copy');
  await act(async () => {
    fireEvent.click(button);
  });
  expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
  expect(label(button)).toBe('Copied');
  expect(button).toHaveAttribute('data-copied', 'true');
  expect(roots()[0].querySelector('[role="status"]')).toHaveTextContent('Copied');
  act(() => jest.advanceTimersByTime(1999));
  expect(label(button)).toBe('Copied');
  act(() => jest.advanceTimersByTime(1));
  expect(label(button)).toBe('Copy');
  expect(button).not.toHaveAttribute('data-copied');
  expect(roots()[0].querySelector('[role="status"]')).toHaveTextContent('');
});

test('a denied clipboard leaves "Copy" and logs nothing', async () => {
  writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  const error = jest.spyOn(console, 'error');
  const warn = jest.spyOn(console, 'warn');
  renderBlocks();
  const [button] = copyButtons();
  await act(async () => {
    fireEvent.click(button);
  });
  expect(writeText).toHaveBeenCalled();
  expect(label(button)).toBe('Copy');
  expect(button).not.toHaveAttribute('data-copied');
  expect(error).not.toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled();
});

test('labels are translated', () => {
  renderBlocks('zh');
  expect(label(copyButtons('复制代码')[0])).toBe('复制');
});

test.each([
  ['MacIntel', '(or ⌘C)'],
  ['Linux x86_64', '(or Ctrl + C)'],
  ['Win32', '(or Ctrl + C)'],
])('on %s the hint of a hovered block reads %s', (platform, hint) => {
  uninstall();
  install(platform);
  renderBlocks();
  const keypress = roots()[1].querySelector('.MuiCode-copyKeypress')!;
  expect(keypress.querySelector('.MuiCode-key')).toBeEmptyDOMElement(); // the server cannot know the platform
  fireEvent.mouseOver(roots()[1]);
  expect(keypress).toHaveTextContent(hint, { normalizeWhitespace: false });
});

test('a block focused by keyboard gets its hint too', () => {
  uninstall();
  install('MacIntel');
  renderBlocks();
  act(() => copyButtons()[0].focus());
  expect(roots()[0].querySelector('.MuiCode-copyKeypress')).toHaveTextContent('(or ⌘C)', { normalizeWhitespace: false });
});

test('Ctrl+C or ⌘C over a hovered block copies it, reported as a keyboard copy', async () => {
  renderBlocks();
  const actions: Array<string | null> = [];
  document.addEventListener('click', (e) => actions.push((e.target as Element).getAttribute('data-ga-event-action')), { capture: true, once: true });
  fireEvent.mouseOver(roots()[1].querySelector('pre')!);
  await ctrlC();
  expect(writeText).toHaveBeenLastCalledWith('second()');
  expect(actions).toEqual(['copy-keyboard']);
  expect(copyButtons()[1]).toHaveAttribute('data-ga-event-action', 'copy-click');
  await ctrlC({ ctrlKey: false, metaKey: true });
  expect(writeText).toHaveBeenCalledTimes(2);
});

test('the focused block is current too, until focus leaves it', async () => {
  renderBlocks();
  act(() => roots()[0].querySelector('pre')!.focus());
  act(() => copyButtons()[0].focus()); // focus moving inside the block keeps it
  await ctrlC();
  expect(writeText).toHaveBeenLastCalledWith('npm install @mui/material');
  act(() => copyButtons()[0].blur());
  await ctrlC();
  expect(writeText).toHaveBeenCalledTimes(1);
});

test('nothing happens when no block is hovered or focused, or after the mouse leaves', async () => {
  renderBlocks();
  await ctrlC();
  fireEvent.mouseOver(roots()[0]);
  fireEvent.mouseOut(roots()[0], { relatedTarget: document.body });
  await ctrlC();
  expect(writeText).not.toHaveBeenCalled();
});

test('with text selected in the page or in a form field, the browser copies the selection instead', async () => {
  renderBlocks();
  fireEvent.mouseOver(roots()[0]);
  window.getSelection()!.selectAllChildren(roots()[1].querySelector('pre')!);
  await ctrlC();
  window.getSelection()?.removeAllRanges();
  const input = screen.getByRole('textbox', { name: 'search' }) as HTMLInputElement;
  act(() => input.focus());
  input.setSelectionRange(0, 3);
  fireEvent.mouseOver(roots()[0]);
  await ctrlC();
  expect(writeText).not.toHaveBeenCalled();
});

test.each([
  ['Ctrl+Shift+C', { shiftKey: true, key: 'C' }],
  ['Ctrl+Alt+C', { altKey: true }],
  ['C without a modifier', { ctrlKey: false }],
  ['Ctrl+V', { key: 'v', keyCode: 86 }],
])('%s does nothing', async (_, init) => {
  renderBlocks();
  fireEvent.mouseOver(roots()[0]);
  await ctrlC(init);
  expect(writeText).not.toHaveBeenCalled();
});

test('a block removed from the page is forgotten', async () => {
  const { unmount } = renderBlocks();
  fireEvent.mouseOver(roots()[0]);
  unmount();
  await ctrlC();
  expect(writeText).not.toHaveBeenCalled();
});

describe('links of the page body', () => {
  function body(markup: string) {
    const element = document.createElement('div');
    element.className = MARKDOWN_CLASS.body;
    element.setAttribute(CLIENT_ROUTING_ATTRIBUTE, '');
    element.innerHTML = markup;
    document.body.appendChild(element);
    return element;
  }
  afterEach(() => document.querySelectorAll(`.${MARKDOWN_CLASS.body}`).forEach((e) => e.remove()));

  test('a plain click on an internal link routes on the client; hovering it prefetches its page once', () => {
    const element = body('<p><a href="/material-ui/react-button/#sizes">Button</a></p>');
    const link = element.querySelector('a')!;
    fireEvent.mouseOver(link);
    fireEvent.mouseOver(link);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/material-ui/react-button/');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/material-ui/react-button/#sizes');
  });

  test('modified clicks, new tabs and links outside the body are left to the browser', () => {
    const element = body('<a href="/a/">a</a><a href="https://example.com/" target="_blank" rel="noopener">ext</a>');
    const [internal, external] = element.querySelectorAll('a');
    expect(fireEvent.click(internal, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(internal, { button: 1 })).toBe(true);
    expect(fireEvent.click(external)).toBe(true);
    const outside = document.createElement('a');
    outside.href = '/b/';
    document.body.appendChild(outside);
    expect(fireEvent.click(outside)).toBe(true);
    outside.remove();
    expect(navigate).not.toHaveBeenCalled();
  });
});
