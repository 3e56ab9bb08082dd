/** @jest-environment jsdom */
import {
  APP_SCRIPTS_ID,
  islandOf,
  appNeededAtOnce,
  buildReaderLoaderScript,
  pressNeedsApp,
  readsWithoutApp,
  splitPageScripts,
  takeReaderPageView,
  type ReaderNote,
} from './appLoading';

describe('readsWithoutApp', () => {
  const DOC = 'component---src-templates-doc-page-tsx';
  const DEMO = 'component---src-templates-demo-page-tsx';
  it.each([
    [DOC, 'material-ui', true],
    ['component---src-templates-reference-page-tsx', 'x-data-grid', true],
    // Demo pages: their demos wait for the reader, except where a product's demos go live in view or in frames.
    [DEMO, 'material-ui', true],
    [DEMO, 'system', true],
    [DEMO, undefined, true],
    [DEMO, 'x-data-grid', false],
    [DEMO, 'x-charts', false],
    [DEMO, 'toolpad-core', false],
    ['component---src-templates-home-page-tsx', undefined, false],
    ['component---src-templates-starter-material-ui-dashboard-tsx', 'material-ui', false],
    [undefined, undefined, false],
  ])('%s of %s → %s', (componentChunkName, productId, expected) => expect(readsWithoutApp({ componentChunkName, productId })).toBe(expected));
});

describe('appNeededAtOnce', () => {
  const base = { pathname: '/material-ui/react-button/', search: '', hasDemos: true, defaultThemeStyles: true, defaultCodePreferences: true, feedbackKept: false };
  it.each([
    ['a reader with the defaults', base, false],
    ['the production-error decoder with a code', { ...base, pathname: '/material-ui/production-error/', search: '?code=5', hasDemos: false }, true],
    ['the decoder without one', { ...base, pathname: '/material-ui/production-error/', hasDemos: false }, false],
    ['stored theme settings other than the defaults (right to left, colours)', { ...base, defaultThemeStyles: false }, true],
    ['JS or Tailwind chosen, on a page with demos', { ...base, defaultCodePreferences: false }, true],
    ['a vote or an unsent comment kept for the page', { ...base, hasDemos: false, feedbackKept: true }, true],
    ['JS chosen, on a page without demos', { ...base, hasDemos: false, defaultCodePreferences: false }, false],
  ])('%s', (_name, input, expected) => expect(appNeededAtOnce(input)).toBe(expected));
});

describe('splitPageScripts', () => {
  const page = ['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js', '/commons-4d.js'];
  it('keeps the runtime and the reader for now, the rest in order for later', () => {
    expect(splitPageScripts(page, ['/webpack-runtime-1a.js', '/reader-6f.js'])).toEqual({
      now: ['/webpack-runtime-1a.js', '/reader-6f.js'],
      later: ['/framework-2b.js', '/app-3c.js', '/commons-4d.js'],
    });
  });
  it('loads a file the reader shares with the app once, now', () => {
    expect(splitPageScripts(page, ['/webpack-runtime-1a.js', '/commons-4d.js', '/reader-6f.js']).later).not.toContain('/commons-4d.js');
  });
});

describe('pressNeedsApp', () => {
  document.body.innerHTML = `
    <header><button id="settings">Settings</button><a id="home" href="/">Home</a></header>
    <ul data-nav-root="product"><li><button id="group">Components</button></li></ul>
    <main><pre class="code"><button id="copy">Copy</button></pre><p id="text">Text <span id="inner">inner</span></p>
      <div role="button" id="role"><span id="label">Open</span></div></main>`;
  const owned = '[data-nav-root], .code';
  it.each([
    ['settings', true],
    ['role', true],
    ['label', true],
    ['home', false],
    ['group', false],
    ['copy', false],
    ['text', false],
    ['inner', false],
  ])('#%s → %s', (id, expected) => expect(pressNeedsApp(document.getElementById(id)!, owned)).toBe(expected));
});

describe('islandOf', () => {
  document.body.innerHTML += `
    <button id="gear" data-island="settings"><svg id="gear-icon"></svg></button>
    <button id="find" data-island="search">Search</button><button id="menu" data-island="nav">Menu</button>
    <button id="odd" data-island="everything">?</button><button id="plain">Plain</button>
    <section data-island="feedback"><button id="yes">Yes</button></section>
    <div data-island="demo"><div><p id="demo-text">Card</p></div></div>
    <div data-island="actions"><button id="copy-page">Copy page</button></div>
    <h2><a id="section-link" href="#page_feedback" data-feedback-hash="usage"><svg id="section-icon"></svg></a></h2>`;
  it.each([
    ['gear', 'settings'],
    ['gear-icon', 'settings'],
    ['find', 'search'],
    ['menu', 'nav'],
    ['yes', 'feedback'],
    ['section-link', 'feedback'],
    ['section-icon', 'feedback'],
    ['demo-text', 'demo'],
    ['copy-page', 'actions'],
    ['odd', null],
    ['plain', null],
  ])('#%s → %s', (id, expected) => expect(islandOf(document.getElementById(id)!)).toBe(expected));
});

describe('takeReaderPageView', () => {
  it('is true once for the page the reader sent a view for, false for another page', () => {
    const note: ReaderNote = { docsReaderPageView: '/material-ui/' };
    expect(takeReaderPageView(note, '/joy-ui/')).toBe(false);
    note.docsReaderPageView = '/material-ui/';
    expect(takeReaderPageView(note, '/material-ui/')).toBe(true);
    expect(takeReaderPageView(note, '/material-ui/')).toBe(false);
  });
});

describe('buildReaderLoaderScript', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `<script id="${APP_SCRIPTS_ID}" type="application/json">${JSON.stringify({ scripts: ['/app.js'], globals: {}, reader: ['/runtime.js', '/reader.js'] })}</script>`;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const started = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => [new URL(script.src).pathname, script.async]);
  const run = () => new Function(buildReaderLoaderScript())();

  it("asks for nothing while the page is parsed; once its first contentful paint is reported, the reader's scripts in order, once", () => {
    const observers: { callback: (list: { getEntriesByName(name: string): unknown[] }) => void; options: unknown }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options });
      }
    }
    const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
    try {
      run();
      expect(observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
      observers[0].callback({ getEntriesByName: () => [] }); // first-paint alone: nothing to read yet
      jest.advanceTimersByTime(0);
      expect(started()).toEqual([]);
      observers[0].callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(started()).toEqual([]); // in a task of its own, after the paint's
      jest.advanceTimersByTime(0);
      expect(started()).toEqual([
        ['/runtime.js', false],
        ['/reader.js', false],
      ]);
      jest.advanceTimersByTime(1000); // the fallback finds them started
      expect(started()).toHaveLength(2);
    } finally {
      if (original) Object.defineProperty(window, 'PerformanceObserver', original);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('without paint timing: after the first frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    run();
    expect(started()).toEqual([]);
    frames.forEach((callback) => callback(16));
    jest.advanceTimersByTime(0);
    expect(started().map(([src]) => src)).toEqual(['/runtime.js', '/reader.js']);
  });

  it('a background tab, which paints no frame, starts them within a second', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    run();
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started().map(([src]) => src)).toEqual(['/runtime.js', '/reader.js']);
  });
});
