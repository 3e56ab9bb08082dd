import { APP_READY_EVENT, APP_SCRIPTS_ID, APP_START_EVENT } from '../../domain/page/appLoading';
import { CODE_CLASS } from '../../domain/markdown';
import { SHELL_CLASS, TOC_CLASS } from '../../theme/classNames';
import { installReader, readerUserProperties } from './reader';

const APP_SCRIPTS = ['/framework-1.js', '/app-2.js'];
const GLOBALS = { ___webpackCompilationHash: 'abc' };

function page({ demos = true } = {}) {
  document.documentElement.lang = 'en';
  document.body.innerHTML = `
    <header><button id="search" type="button" data-island="search">Search</button><button id="settings" type="button" data-island="settings"><svg id="icon"></svg></button><a id="home" href="/">Home</a></header>
    <main>
      <div class="${CODE_CLASS.root}"><button id="copy" type="button">Copy</button><pre><code>npm install</code></pre></div>
      <h2 id="usage">Usage</h2>
    </main>
    <nav class="${TOC_CLASS}"><a id="toc-usage" href="#usage">Usage</a></nav>
    <button id="top" type="button" class="${SHELL_CLASS.backToTop}" aria-label="Scroll back to top"></button>
    <a id="github" href="#" data-ga-event-category="header" data-ga-event-action="github">GitHub</a>
    ${demos ? '<div class="MuiDemo-root"><div id="demo-island" class="MuiDemo-live"><p id="demo-text">Card</p><a id="demo-link" href="#x">Link</a></div></div>' : ''}
    <script id="${APP_SCRIPTS_ID}" type="application/json">${JSON.stringify({ scripts: APP_SCRIPTS, globals: GLOBALS })}</script>`;
}

describe('installReader', () => {
  let remove: () => void = () => undefined;
  let loaded: string[][];
  const install = (needsAppAtOnce = false) => {
    loaded = [];
    remove = installReader(window, { loadScripts: (srcs) => loaded.push(srcs), needsAppAtOnce });
  };
  beforeEach(page);
  afterEach(() => remove());

  it('loads the app once for a press on a control only the app serves, and replays the press after hydration', () => {
    install();
    const onClick = jest.fn();
    document.getElementById('settings')!.addEventListener('click', onClick);
    document.getElementById('icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.getElementById('settings')!.click();
    expect(loaded).toEqual([APP_SCRIPTS]);
    expect(onClick).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(APP_START_EVENT));
    window.dispatchEvent(new Event(APP_READY_EVENT));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('serves links, copy buttons and text itself: no app', () => {
    install();
    const home = document.getElementById('home')!;
    home.addEventListener('click', (event) => event.preventDefault()); // jsdom would navigate
    for (const id of ['home', 'copy', 'usage']) document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(loaded).toEqual([]);
  });

  it('serves back to top itself, and sends the click events of marked elements', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    window.scrollTo = jest.fn();
    install();
    document.getElementById('top')!.click();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    document.getElementById('github')!.click();
    expect(loaded).toEqual([]);
    expect(gtag).toHaveBeenCalledWith('event', 'header', expect.objectContaining({ eventAction: 'github' }));
    // Removed, the reader sends nothing more: the app's own listener takes over.
    remove();
    document.getElementById('github')!.click();
    expect(gtag).toHaveBeenCalledTimes(1);
    delete window.gtag;
  });

  it('treats all of a live demo but its links as the app’s: pointing at it loads the app, a press on it is replayed', () => {
    install();
    const text = document.getElementById('demo-text')!;
    document.getElementById('demo-link')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).toEqual([]);
    const onClick = jest.fn();
    text.addEventListener('click', onClick);
    text.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(loaded).toEqual([APP_SCRIPTS]);
    expect(onClick).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(APP_START_EVENT));
    window.dispatchEvent(new Event(APP_READY_EVENT));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('starts loading the app when the pointer or focus reaches one of its controls', () => {
    install();
    document.getElementById('copy')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).toEqual([]);
    document.getElementById('settings')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(loaded).toEqual([APP_SCRIPTS]);
  });

  it('Ctrl+K loads the app and reaches the app’s listeners once it has hydrated', () => {
    install();
    const keys: string[] = [];
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
    expect(loaded).toEqual([APP_SCRIPTS]);
    window.dispatchEvent(new Event(APP_START_EVENT));
    document.addEventListener('keydown', (event) => keys.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`));
    window.dispatchEvent(new Event(APP_READY_EVENT));
    expect(keys).toEqual(['Ctrl+k']);
  });

  it('characters typed on the page while the app loads reach its search in order; typed in a field or on a link, they stay there', () => {
    install();
    const type = (key: string, target: EventTarget = document.body) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    const field = document.createElement('input');
    document.body.appendChild(field);
    type('x', field);
    type('h', document.getElementById('home')!);
    type(' ');
    expect(loaded).toEqual([]);
    type('a');
    type('b');
    expect(loaded).toEqual([APP_SCRIPTS]);
    window.dispatchEvent(new Event(APP_START_EVENT));
    const keys: string[] = [];
    document.addEventListener('keydown', (event) => keys.push(event.key));
    window.dispatchEvent(new Event(APP_READY_EVENT));
    expect(keys).toEqual(['a', 'b']);
  });

  it('loads the app at once when the URL asks for it, with the globals Gatsby’s runtime reads first', () => {
    install(true);
    expect(loaded).toEqual([APP_SCRIPTS]);
    expect((window as unknown as Record<string, unknown>).___webpackCompilationHash).toBe('abc');
  });

  it('steps aside in two steps: its marks when the app starts (hydration finds the server’s markup), its presses once the app is ready', () => {
    install();
    window.dispatchEvent(new Event(APP_START_EVENT));
    expect(document.querySelector('.toc-active')).toBeNull();
    // While the app hydrates (its listeners are effects), a press and Ctrl+K are kept, then replayed.
    const onClick = jest.fn();
    const keys: string[] = [];
    document.getElementById('settings')!.addEventListener('click', onClick);
    document.getElementById('settings')!.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
    expect(onClick).not.toHaveBeenCalled();
    expect(loaded).toEqual([]);
    document.addEventListener('keydown', (event) => keys.push(event.key));
    window.dispatchEvent(new Event(APP_READY_EVENT));
    expect(keys).toEqual(['k']);
    // Ready, the app has the page: presses reach it directly.
    document.getElementById('settings')!.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('installReader’s islands', () => {
  let remove: () => void = () => undefined;
  let loaded: string[][];
  let opened: [string, string, string | undefined][];
  let prefetched: number;
  const install = (open: () => Promise<void> = () => Promise.resolve()) => {
    loaded = [];
    opened = [];
    prefetched = 0;
    remove = installReader(window, {
      loadScripts: (srcs) => loaded.push(srcs),
      islands: {
        open: (island, query, opener) => {
          opened.push([island, query, opener?.id]);
          return open();
        },
        prefetch: () => void (prefetched += 1),
      },
    });
  };
  afterEach(() => remove());
  const press = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('opens the settings drawer and the search alone, without the app; pointing at them fetches the islands’ code', () => {
    page({ demos: false });
    install();
    document.getElementById('icon')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetched).toBe(1);
    press('icon');
    document.getElementById('search')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
    press('search');
    expect(opened).toEqual([
      ['settings', '', 'settings'],
      ['search', '', 'search'],
      ['search', '', 'search'],
    ]);
    expect(loaded).toEqual([]);
  });

  it('a character typed on the page opens the search with it, and the next ones follow it', () => {
    page({ demos: false });
    install();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'u', bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })); // a named key: the page's
    expect(opened).toEqual([
      ['search', 'b', ''], // focus goes back to the page (the body) when the search closes
      ['search', 'u', ''],
    ]);
    expect(loaded).toEqual([]);
  });

  it('a live demo and the page feedback open alone: pointing at a demo fetches the islands’ code, a press opens its island', () => {
    page({ demos: false });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div class="MuiDemo-root" data-island="demo"><div class="MuiDemo-live"><p id="card">Card</p><a id="card-link" href="#y">Link</a></div></div>
      <h2>Usage <a id="comment-usage" href="#page_feedback" data-feedback-hash="usage"><svg id="comment-icon"></svg></a></h2>
      <section id="page_feedback" data-island="feedback"><button id="yes" type="button">Yes</button></section>`,
    );
    install();
    document.getElementById('card')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetched).toBe(1);
    press('card');
    press('yes');
    press('comment-icon');
    expect(opened).toEqual([
      ['demo', '', 'card'],
      ['feedback', '', 'yes'],
      ['feedback', '', 'comment-usage'], // the link, not its icon: the island replays the press on it
    ]);
    expect(loaded).toEqual([]);
  });

  it('once the feedback is an island, its sections’ links are left to it; in a demo’s island, presses are its own', () => {
    page({ demos: false });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<a id="comment-usage" href="#page_feedback" data-feedback-hash="usage">Comment</a>
      <div data-docs-islands="feedback" style="display: contents"><section id="page_feedback"><button id="yes" type="button">Yes</button></section></div>
      <div data-docs-islands="demo" style="display: contents"><div class="MuiDemo-root" data-island="demo"><button id="live" type="button">Live</button></div></div>`,
    );
    install();
    const link = document.getElementById('comment-usage')!;
    const onLink = jest.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', onLink);
    const onLive = jest.fn();
    document.getElementById('live')!.addEventListener('click', onLive);
    press('comment-usage');
    press('live');
    expect([onLink.mock.calls.length, onLive.mock.calls.length]).toEqual([1, 1]);
    expect([loaded, opened]).toEqual([[], []]);
  });

  it('leaves the islands’ own presses to them', () => {
    page({ demos: false });
    install();
    const islands = document.createElement('div');
    islands.setAttribute('data-docs-islands', '');
    islands.innerHTML = '<button id="dark" type="button">Dark</button>';
    document.body.appendChild(islands);
    const onClick = jest.fn();
    document.getElementById('dark')!.addEventListener('click', onClick);
    press('dark');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect([loaded, opened]).toEqual([[], []]);
  });

  it('on a page with live demos the settings open alone too (their island draws the demos); once the app is on its way, it serves every press', () => {
    page();
    install();
    press('settings');
    expect(opened).toEqual([['settings', '', 'settings']]);
    window.dispatchEvent(new Event(APP_START_EVENT));
    press('search');
    expect(opened).toHaveLength(1);
    expect(loaded).toEqual([]);
  });

  it('islands that cannot mount hand the press to the app, replayed once it has hydrated', async () => {
    page({ demos: false });
    install(() => Promise.reject(new Error('offline')));
    const onClick = jest.fn();
    document.getElementById('settings')!.addEventListener('click', onClick);
    press('settings');
    await Promise.resolve();
    await Promise.resolve();
    expect(loaded).toEqual([APP_SCRIPTS]);
    window.dispatchEvent(new Event(APP_START_EVENT));
    window.dispatchEvent(new Event(APP_READY_EVENT));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('readerUserProperties', () => {
  afterEach(() => {
    document.cookie = 'codeVariant=;path=/;max-age=0';
    document.documentElement.className = '';
    window.history.replaceState(null, '', '/');
  });
  it('reads what the app’s providers would: the code preferences from a demo hash first; language; scheme', () => {
    document.documentElement.lang = 'zh-CN';
    document.documentElement.className = 'dark';
    document.cookie = 'codeVariant=TS;path=/';
    window.history.replaceState(null, '', '/zh/material-ui/getting-started/installation/#tailwind-BasicButtons.js');
    expect(readerUserProperties(window)).toEqual({
      codeVariant: 'JS',
      codeStylingVariant: 'Tailwind',
      userLanguage: 'zh',
      colorScheme: 'dark',
      colorSchemeOS: 'light',
      devicePixelRatio: 1,
    });
  });
  it('then the cookie, then the defaults (a corrupt cookie counts for nothing)', () => {
    document.documentElement.lang = 'en';
    document.cookie = 'codeVariant=JS;path=/';
    expect(readerUserProperties(window)).toMatchObject({ codeVariant: 'JS', codeStylingVariant: 'MUI System', userLanguage: 'en', colorScheme: 'light' });
    document.cookie = 'codeVariant=%E0%A4%A;path=/';
    expect(readerUserProperties(window)).toMatchObject({ codeVariant: 'TS' });
  });
});
