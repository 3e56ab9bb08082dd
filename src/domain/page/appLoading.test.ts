/** @jest-environment jsdom */
import { opensSearch, pressNeedsApp, readsWithoutApp, splitPageScripts, takeReaderPageView, type ReaderNote } from './appLoading';

describe('readsWithoutApp', () => {
  it.each([
    ['component---src-templates-doc-page-tsx', true],
    ['component---src-templates-reference-page-tsx', true],
    ['component---src-templates-demo-page-tsx', false],
    ['component---src-templates-home-page-tsx', false],
    ['component---src-templates-starter-material-ui-dashboard-tsx', false],
    [undefined, false],
  ])('%s → %s', (chunk, expected) => expect(readsWithoutApp(chunk)).toBe(expected));
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

describe('opensSearch', () => {
  const key = (k: string, extra: Partial<Parameters<typeof opensSearch>[0]> = {}) =>
    opensSearch({ key: k, ctrlKey: false, metaKey: false, altKey: false, inField: false, ...extra });
  it.each([
    ['Ctrl+K', key('k', { ctrlKey: true }), true],
    ['⌘+K', key('K', { metaKey: true }), true],
    ['Ctrl+K in a field', key('k', { ctrlKey: true, inField: true }), true],
    ['/', key('/'), true],
    ['/ in a field', key('/', { inField: true }), false],
    ['Alt+Ctrl+K', key('k', { ctrlKey: true, altKey: true }), false],
    ['k alone', key('k'), false],
  ])('%s → %s', (_name, result, expected) => expect(result).toBe(expected));
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

describe('takeReaderPageView', () => {
  it('is true once for the page the reader sent a view for, false for another page', () => {
    const note: ReaderNote = { docsReaderPageView: '/material-ui/' };
    expect(takeReaderPageView(note, '/joy-ui/')).toBe(false);
    note.docsReaderPageView = '/material-ui/';
    expect(takeReaderPageView(note, '/material-ui/')).toBe(true);
    expect(takeReaderPageView(note, '/material-ui/')).toBe(false);
  });
});
