import { buildNoFlashScript } from './noFlashScript';

const originalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
afterEach(() => Object.defineProperty(window, 'localStorage', originalStorage));

function run(storage: Record<string, string>, prefersDark: boolean, { throwingStorage = false } = {}) {
  document.body.className = '';
  document.documentElement.className = '';
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="x"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="y">';
  const store = new Map(Object.entries(storage));
  const localStorage = {
    getItem: (k: string) => (store.has(k) ? store.get(k)! : null),
    removeItem: (k: string) => void store.delete(k),
  };
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get: () => {
      if (throwingStorage) throw new DOMException('denied', 'SecurityError');
      return localStorage;
    },
  });
  window.matchMedia = ((q: string) => ({ matches: prefersDark && q.includes('dark') })) as typeof window.matchMedia;
  new Function(buildNoFlashScript())();
  const metas = [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content'));
  return { bodyClass: document.body.className, htmlClass: document.documentElement.className, metas, store };
}

test.each([
  [{}, false, 'mode-light', 'hsl(210, 100%, 42%)'],
  [{}, true, 'mode-dark', 'hsl(210, 14%, 7%)'],
  [{ 'mui-mode': 'dark' }, false, 'mode-dark', 'hsl(210, 14%, 7%)'],
  [{ 'mui-mode': 'light' }, true, 'mode-light', 'hsl(210, 100%, 42%)'],
  [{ 'mui-mode': 'system' }, true, 'mode-dark', 'hsl(210, 14%, 7%)'],
  [{ 'mui-mode': 'purple' }, true, 'mode-dark', 'hsl(210, 14%, 7%)'],
])('storage %j, OS dark %s → body %s, theme-color %s', (storage, dark, bodyClass, color) => {
  const result = run(storage, dark);
  expect(result.bodyClass).toBe(bodyClass);
  expect(result.metas).toEqual([color, color]);
});

test('unknown stored values are removed so the providers start from the defaults', () => {
  const { store } = run({ 'mui-mode': 'purple', 'mui-color-scheme-dark': 'neon', 'mui-color-scheme-light': 'light' }, false);
  expect(store.has('mui-mode')).toBe(false);
  expect(store.has('mui-color-scheme-dark')).toBe(false);
  expect(store.get('mui-color-scheme-light')).toBe('light');
});

test('blocked storage leaves the OS preference in charge and throws nothing', () => {
  expect(run({}, true, { throwingStorage: true }).bodyClass).toBe('mode-dark');
});

test("the scheme's class on <html> is set by the same script as the body class: no frame can paint between them", () => {
  expect(run({ 'mui-mode': 'dark' }, false).htmlClass).toBe('dark');
  expect(run({}, true).htmlClass).toBe('dark');
  expect(run({ 'mui-mode': 'light' }, true).htmlClass).toBe('light');
});
