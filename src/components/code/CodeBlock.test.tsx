import * as React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { renderWithRoute } from '../../test/renderWithRoute';
import { CodeCopyProvider } from '../../providers/CodeCopyProvider';
import { RouteDataProvider } from '../../providers/RouteDataProvider';
import { resolveRouteData } from '../../domain/page/routeData';
import { INITIAL_THEME_STATE } from '../../domain/preferences';
import { createDocsTheme } from '../../theme/brandTheme';
import { CodeBlock } from './CodeBlock';

const html = '<span class="token function">npm</span> install @mui/material';

let writeText: jest.Mock;
beforeEach(() => {
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const renderBlock = (props: Partial<React.ComponentProps<typeof CodeBlock>> = {}, language: 'en' | 'zh' = 'en') =>
  renderWithRoute(
    <CodeCopyProvider>
      <CodeBlock language="bash" html={html} {...props} />
    </CodeCopyProvider>,
    [],
    { language },
  );

const copyButton = (name = 'Copy the code') => screen.getByRole('button', { name });

test('renders the highlighted code in a focusable ltr pre, with an optional title', () => {
  const { container } = renderBlock({ title: 'Terminal' });
  const root = container.querySelector('.MuiCode-root')!;
  expect(root.querySelector('.MuiCode-title')).toHaveTextContent('Terminal');
  const pre = root.querySelector('pre')!;
  expect(pre).toHaveAttribute('tabindex', '0');
  expect(pre).toHaveAttribute('dir', 'ltr');
  expect(pre.querySelector('code.language-bash .token.function')).toHaveTextContent('npm');
  expect(copyButton()).toHaveAttribute('type', 'button');
  expect(copyButton()).toHaveClass('MuiCode-copy');
  expect(copyButton()).toHaveAttribute('data-ga-event-category', 'code');
  expect(copyButton()).toHaveAttribute('data-ga-event-action', 'copy-click');
});

test('no title bar without a title', () => {
  const { container } = renderBlock();
  expect(container.querySelector('.MuiCode-title')).toBeNull();
});

test('Copy copies the text of the code, reads Copied for 2 s, then Copy again', async () => {
  jest.useFakeTimers();
  jest.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64');
  renderBlock();
  expect(copyButton()).toHaveTextContent(/^Copy\(or Ctrl \+ C\)$/);
  await act(async () => {
    fireEvent.click(copyButton());
  });
  expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
  expect(copyButton()).toHaveTextContent(/^Copied/);
  expect(copyButton()).toHaveAttribute('data-copied', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Copied'); // announced to screen readers
  act(() => jest.advanceTimersByTime(1999));
  expect(copyButton()).toHaveTextContent(/^Copied/);
  act(() => jest.advanceTimersByTime(1));
  expect(copyButton()).toHaveTextContent(/^Copy\(/);
  expect(copyButton()).not.toHaveAttribute('data-copied');
});

test('a denied clipboard leaves "Copy" and logs nothing', async () => {
  writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  const error = jest.spyOn(console, 'error');
  const warn = jest.spyOn(console, 'warn');
  renderBlock();
  await act(async () => {
    fireEvent.click(copyButton());
  });
  expect(writeText).toHaveBeenCalled();
  expect(copyButton()).toHaveTextContent(/^Copy\(/);
  expect(copyButton()).not.toHaveAttribute('data-copied');
  expect(error).not.toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled();
});

test('Ctrl+C while the block is hovered copies it', async () => {
  renderBlock();
  fireEvent.mouseEnter(document.querySelector('.MuiCode-root')!);
  await act(async () => {
    fireEvent.keyDown(document, { key: 'c', keyCode: 67, ctrlKey: true });
  });
  expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
  expect(copyButton()).toHaveTextContent(/^Copied/);
});

test.each([
  ['MacIntel', '(or ⌘C)'],
  ['Linux x86_64', '(or Ctrl + C)'],
  ['Win32', '(or Ctrl + C)'],
])('on %s the hint reads %s', (platform, hint) => {
  jest.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
  const { container } = renderBlock();
  expect(container.querySelector('.MuiCode-copyKeypress')).toHaveTextContent(hint, { normalizeWhitespace: false });
});

test('labels are translated', () => {
  renderBlock({}, 'zh');
  expect(copyButton('复制代码')).toHaveTextContent(/^复制/);
});

test('the server HTML has no platform hint, and hydrates without a warning before adding it', () => {
  jest.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
  const route = resolveRouteData({
    language: 'en',
    pathname: '/material-ui/getting-started',
    title: 'Overview',
    description: 'd',
    product: { productId: 'material-ui', name: 'Material UI', description: '', landing: '/material-ui', logo: '', versions: [] },
    products: [],
    sidebarEntries: [],
    toc: [],
  });
  const ui = (
    <ThemeProvider theme={createDocsTheme(INITIAL_THEME_STATE)}>
      <RouteDataProvider value={route}>
        <CodeCopyProvider>
          <CodeBlock language="bash" html={html} title="Terminal" />
        </CodeCopyProvider>
      </RouteDataProvider>
    </ThemeProvider>
  );
  const server = renderToString(ui);
  expect(server).not.toContain('MuiCode-copyKeypress');
  const container = document.createElement('div');
  container.innerHTML = server;
  document.body.appendChild(container);
  const error = jest.spyOn(console, 'error');
  act(() => {
    hydrateRoot(container, ui);
  });
  expect(error).not.toHaveBeenCalled();
  expect(container.querySelector('.MuiCode-copyKeypress')).toHaveTextContent('(or ⌘C)');
  container.remove();
});
