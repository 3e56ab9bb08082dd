import { buildDocsFontScript } from '../../domain/fonts';
import { linkedFiles, OFFLINE_PAGE_SCRIPT, toOfflineHtml } from './offlinePage';

// The end of a page as Gatsby 5 writes it (public/404.html), shortened.
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body><script>(function(){/* colour mode */})()</script>` +
  `<div id="___gatsby">${body}</div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/offline/";/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->\n<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script>window.___webpackCompilationHash="abc";</script><script src="/webpack-runtime-1.js" async></script>` +
  `<script src="/app-2.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

const HEAD =
  '<link rel="canonical" href="https://mui-docs.example.com/offline/"/><link rel="stylesheet" href="/styles/shell-1.css"/>' +
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg"/><link rel="preload" href="/static/font-1.woff2" as="font" crossorigin="anonymous"/>';

describe('toOfflineHtml: the offline page never boots the app', () => {
  const html = toOfflineHtml(page(HEAD, '<h1>You are offline</h1><button data-offline-retry="">Try again</button>'), 'offline/index.html');
  test("Gatsby's runtime is gone: no page path, chunk map, compilation hash or script files", () => {
    expect(html).not.toContain('window.pagePath');
    expect(html).not.toContain('___chunkMapping');
    expect(html).not.toContain('___webpackCompilationHash');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
  test('the content, the head and the colour-mode script stay; the retry script is added at the end of the body', () => {
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<link rel="stylesheet" href="/styles/shell-1.css"/>');
    expect(html).toContain('/* colour mode */');
    expect(html.endsWith(`<script>${OFFLINE_PAGE_SCRIPT}</script></body></html>`)).toBe(true);
  });
  test('a page without Gatsby’s script block fails the build, naming the file', () => {
    expect(() => toOfflineHtml('<html><body><p>x</p></body></html>', 'public/offline/index.html')).toThrow(/public\/offline\/index\.html: Gatsby's script block/);
  });
  test('a script file outside the block fails the build', () => {
    const extra = page(HEAD, '<script src="/other.js"></script>');
    expect(() => toOfflineHtml(extra, 'x.html')).toThrow(/scripts remain/);
  });
});

test('linkedFiles: the style sheets, preloaded fonts and icon the page links to (not the canonical URL)', () => {
  expect(linkedFiles(page(HEAD, ''))).toEqual(['/favicon.svg', '/static/font-1.woff2', '/styles/shell-1.css']);
});

test('linkedFiles: the docs’ font its head script names', () => {
  const script = `<script>${buildDocsFontScript('/styles/ibm-plex-sans.0123456789abcdef.woff2')}</script>`;
  expect(linkedFiles(page(HEAD + script, ''))).toContain('/styles/ibm-plex-sans.0123456789abcdef.woff2');
});

test('the retry script reloads on "Try again", and when the connection is back and stays', () => {
  jest.useFakeTimers();
  const reload = jest.fn();
  const listeners: Record<string, () => void> = {};
  const button = { addEventListener: (_: string, fn: () => void) => (listeners.click = fn) };
  const navigator = { onLine: true };
  new Function('location', 'addEventListener', 'document', 'navigator', 'setTimeout', OFFLINE_PAGE_SCRIPT)(
    { reload },
    (type: string, fn: () => void) => (listeners[type] = fn),
    { querySelectorAll: () => [button] },
    navigator,
    setTimeout,
  );
  listeners.click();
  expect(reload).toHaveBeenCalledTimes(1);
  // Online for a moment only: no reload.
  listeners.online();
  navigator.onLine = false;
  jest.advanceTimersByTime(1000);
  expect(reload).toHaveBeenCalledTimes(1);
  // Online and still online a second later: reload.
  navigator.onLine = true;
  listeners.online();
  jest.advanceTimersByTime(999);
  expect(reload).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(reload).toHaveBeenCalledTimes(2);
  jest.useRealTimers();
});
