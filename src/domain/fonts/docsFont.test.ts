import { buildDocsFontScript, docsFontFaceCss, DOCS_FONT_STORAGE_KEY } from './docsFont';

const HREF = '/styles/ibm-plex-sans.0123456789abcdef.woff2';
const originalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
const originalFontFace = (window as { FontFace?: unknown }).FontFace;

afterEach(() => {
  Object.defineProperty(window, 'localStorage', originalStorage);
  (window as { FontFace?: unknown }).FontFace = originalFontFace;
});

interface Run {
  storage?: Record<string, string>;
  throwingStorage?: boolean;
  /** What the font's fetch does: arrive, fail, or (undefined) the browser has no FontFace. */
  fetch?: 'arrives' | 'fails';
  readyState?: DocumentReadyState;
}

async function run({ storage = {}, throwingStorage = false, fetch, readyState = 'loading' }: Run) {
  document.head.innerHTML = '';
  const store = new Map(Object.entries(storage));
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get: () => {
      if (throwingStorage) throw new DOMException('denied', 'SecurityError');
      return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    },
  });
  const fetched: Array<{ family: string; source: string; descriptors: FontFaceDescriptors }> = [];
  (window as { FontFace?: unknown }).FontFace =
    fetch &&
    class {
      constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
        fetched.push({ family, source, descriptors });
      }
      load() {
        return fetch === 'arrives' ? Promise.resolve(this) : Promise.reject(new Error('network'));
      }
    };
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  const idle: Array<() => void> = [];
  window.requestIdleCallback = ((callback: () => void) => (idle.push(callback), 1)) as typeof window.requestIdleCallback;
  // The page's own load listeners (a real page fires `load` once; here each test's page is a new run).
  const onLoad: Array<() => void> = [];
  const addEventListener = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'load') onLoad.push(listener as () => void);
  });
  new Function(buildDocsFontScript(HREF))();
  addEventListener.mockRestore();
  const load = async () => {
    onLoad.splice(0).forEach((listener) => listener());
    idle.splice(0).forEach((callback) => callback());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const declared = () => [...document.head.querySelectorAll('style[data-docs-font]')].map((style) => style.textContent);
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][data-docs-font]')].map((link) => [link.getAttribute('href'), link.as, link.crossOrigin]);
  return { store, fetched, load, declared, preloaded };
}

test('a browser that fetched this file before declares and preloads the font before the first layout, and fetches nothing after', async () => {
  const page = await run({ storage: { [DOCS_FONT_STORAGE_KEY]: HREF }, fetch: 'arrives' });
  expect(page.declared()).toEqual([docsFontFaceCss(HREF)]);
  expect(page.preloaded()).toEqual([[HREF, 'font', 'anonymous']]);
  await page.load();
  expect(page.fetched).toEqual([]);
});

test('a first visit declares nothing (the fallback stack paints), fetches the file once loaded and idle, then remembers it', async () => {
  const page = await run({ fetch: 'arrives' });
  expect(page.declared()).toEqual([]);
  expect(page.preloaded()).toEqual([]);
  expect(page.fetched).toEqual([]);
  await page.load();
  expect(page.fetched).toEqual([{ family: 'IBM Plex Sans', source: `url(${HREF})`, descriptors: expect.objectContaining({ weight: '100 700', display: 'optional' }) }]);
  expect(page.declared()).toEqual([]);
  expect(page.store.get(DOCS_FONT_STORAGE_KEY)).toBe(HREF);
});

test('a page whose load has passed already fetches at the next idle time', async () => {
  const page = await run({ fetch: 'arrives', readyState: 'complete' });
  await page.load();
  expect(page.fetched).toHaveLength(1);
});

test.each([
  ['another version of the file', { [DOCS_FONT_STORAGE_KEY]: '/styles/ibm-plex-sans.fedcba9876543210.woff2' }],
  ['a corrupt value', { [DOCS_FONT_STORAGE_KEY]: '<script>' }],
])('storage naming %s counts as not fetched: nothing declared, this file fetched and remembered', async (_, storage) => {
  const page = await run({ storage, fetch: 'arrives' });
  expect(page.declared()).toEqual([]);
  await page.load();
  expect(page.fetched).toHaveLength(1);
  expect(page.store.get(DOCS_FONT_STORAGE_KEY)).toBe(HREF);
});

test('a fetch that fails remembers nothing (the next page tries again)', async () => {
  const page = await run({ fetch: 'fails' });
  await page.load();
  expect(page.fetched).toHaveLength(1);
  expect(page.store.has(DOCS_FONT_STORAGE_KEY)).toBe(false);
});

test('storage that throws, or a browser without FontFace, keeps the fallback stack and throws nothing', async () => {
  const locked = await run({ throwingStorage: true, fetch: 'arrives' });
  expect(locked.declared()).toEqual([]);
  await locked.load();
  const old = await run({});
  await old.load();
  expect(old.declared()).toEqual([]);
});
