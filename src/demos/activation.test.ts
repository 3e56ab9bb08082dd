import { elementAt, elementPath, installDemoActivation, NO_PENDING_INPUT, observeNearViewport, replayPendingInput, type PendingInput } from './activation';

/** A demo as the server renders it: its style tags inline, before the elements they style. */
const SERVER_MARKUP = '<style>.a{}</style><div><style>.b{}</style><button id="first">One</button><button id="second">Two</button><a href="#x">Link</a></div>';
/** The same demo live: its styles are in the head. */
const LIVE_MARKUP = '<div><button id="first">One</button><button id="second">Two</button><a href="#x">Link</a></div>';

function island(markup = SERVER_MARKUP) {
  const element = document.createElement('div');
  element.innerHTML = markup;
  document.body.appendChild(element);
  return element;
}

/** Installs on an island; what it activated and remembered is recorded. */
function install(element: HTMLElement) {
  const activate = jest.fn();
  let pending: PendingInput = NO_PENDING_INPUT;
  const remember = jest.fn((kind: keyof PendingInput, path: number[] | null) => {
    pending = { ...pending, [kind]: path };
  });
  const stop = installDemoActivation(element, { activate, remember });
  return { activate, remember, stop, pending: () => pending };
}

/** The live demo replacing the server markup: new elements, each with a spy on its clicks. */
function goLive(element: HTMLElement) {
  element.innerHTML = LIVE_MARKUP;
  const clicked: string[] = [];
  element.querySelectorAll('button, a').forEach((e) => e.addEventListener('click', () => clicked.push(e.id || e.textContent!)));
  return clicked;
}

const byId = (element: HTMLElement, id: string) => element.querySelector<HTMLElement>(`#${id}`)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the reader reaching for the demo activates it, once', () => {
  test.each([
    ['pointer over it', (e: HTMLElement) => e.dispatchEvent(new Event('pointerover', { bubbles: true }))],
    ['a touch', (e: HTMLElement) => e.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['focus inside it', (e: HTMLElement) => e.focus()],
    ['a click', (e: HTMLElement) => e.click()],
  ])('%s', (_name, trigger) => {
    const element = island();
    const { activate } = install(element);
    expect(activate).not.toHaveBeenCalled();
    trigger(byId(element, 'first'));
    trigger(byId(element, 'second'));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});

test('a click before the live demo mounted is replayed on the same element of the live markup (style tags skipped)', () => {
  const element = island();
  const { pending } = install(element);
  byId(element, 'second').click();
  expect(pending().click).toEqual([0, 1]);
  const clicked = goLive(element);
  replayPendingInput(element, pending());
  expect(clicked).toEqual(['second']);
});

test('a focus before the live demo mounted is replayed on the same element, unless focus has moved on since', () => {
  const element = island();
  const { pending } = install(element);
  byId(element, 'first').focus();
  expect(pending().focus).toEqual([0, 0]);
  goLive(element); // the focused element is gone: focus is back on the body
  replayPendingInput(element, pending());
  expect(document.activeElement).toBe(byId(element, 'first'));

  const other = document.createElement('input');
  document.body.appendChild(other);
  other.focus();
  replayPendingInput(element, { click: null, focus: [0, 1] });
  expect(document.activeElement).toBe(other);
});

test("a click on a link activates but is not replayed (the link's own action already happened)", () => {
  const element = island();
  const { activate, pending } = install(element);
  element.querySelector('a')!.click();
  expect(activate).toHaveBeenCalledTimes(1);
  expect(pending()).toEqual(NO_PENDING_INPUT);
});

test('the latest click is the one replayed; nothing pending replays nothing', () => {
  const element = island();
  const { pending } = install(element);
  byId(element, 'first').click();
  byId(element, 'second').click();
  const clicked = goLive(element);
  replayPendingInput(element, pending());
  replayPendingInput(element, NO_PENDING_INPUT);
  expect(clicked).toEqual(['second']);
});

test('after teardown nothing activates or is remembered', () => {
  const element = island();
  const { activate, stop, pending } = install(element);
  stop();
  element.dispatchEvent(new Event('pointerover', { bubbles: true }));
  element.dispatchEvent(new Event('touchstart', { bubbles: true }));
  byId(element, 'first').focus();
  byId(element, 'second').click();
  expect(activate).not.toHaveBeenCalled();
  expect(pending()).toEqual(NO_PENDING_INPUT);
});

describe('a framed demo', () => {
  /** An island holding an iframe whose document is the server preview (`about:srcdoc`) or the throwaway about:blank. */
  function framed({ url = 'about:srcdoc', readyState = 'complete' } = {}) {
    const element = island('');
    const frame = document.createElement('iframe');
    element.appendChild(frame);
    const doc = document.implementation.createHTMLDocument('preview');
    doc.body.innerHTML = '<button>Preview</button>';
    Object.defineProperty(doc, 'URL', { value: url, configurable: true });
    Object.defineProperty(doc, 'readyState', { value: readyState, configurable: true });
    Object.defineProperty(frame, 'contentDocument', { value: doc, configurable: true });
    const load = (next: { url?: string } = {}) => {
      if (next.url) Object.defineProperty(doc, 'URL', { value: next.url, configurable: true });
      Object.defineProperty(doc, 'readyState', { value: 'complete', configurable: true });
      frame.dispatchEvent(new Event('load'));
    };
    return { element, doc, load, click: () => doc.querySelector('button')!.click() };
  }

  test.each([
    ['a click', (doc: Document) => doc.querySelector('button')!.click()],
    ['a key', (doc: Document) => doc.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['pointer over it', (doc: Document) => doc.body.dispatchEvent(new Event('pointerover', { bubbles: true }))],
    ['a touch', (doc: Document) => doc.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['focus', (doc: Document) => doc.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
  ])('%s inside its preview activates it, and a click is not replayed', (_name, trigger) => {
    const { element, doc } = framed();
    const { activate, remember } = install(element);
    trigger(doc);
    trigger(doc);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(remember).not.toHaveBeenCalled();
  });

  test('its preview is listened to once it has loaded, not the blank document before it', () => {
    const { element, load, click } = framed({ url: 'about:blank', readyState: 'loading' });
    const { activate } = install(element);
    click();
    load(); // a load of the blank document
    click();
    expect(activate).not.toHaveBeenCalled();
    load({ url: 'about:srcdoc' });
    click();
    expect(activate).toHaveBeenCalledTimes(1);
  });

  test('after teardown neither the preview nor a later load activates it', () => {
    const { element, load, click } = framed();
    const { activate, stop } = install(element);
    stop();
    click();
    load();
    click();
    expect(activate).not.toHaveBeenCalled();
  });
});

describe('element paths', () => {
  test.each([
    ['the root itself', (root: Element) => root, []],
    ['a nested element, style tags not counted', (root: Element) => root.querySelector('a')!, [0, 2]],
    ['an element outside', () => document.body, null],
  ])('%s', (_name, node, path) => {
    const root = island();
    expect(elementPath(root, node(root))).toEqual(path);
    if (path) expect(elementAt(root, path)).toBe(node(root));
  });

  test('a path the live markup does not have finds nothing', () => {
    const root = island(LIVE_MARKUP);
    expect(elementAt(root, [0, 7])).toBeNull();
    expect(elementAt(root, [3, 0])).toBeNull();
  });
});

describe('near the viewport', () => {
  class FakeObserver {
    static last: FakeObserver;
    observed: Element[] = [];
    disconnected = false;
    constructor(
      readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
      readonly options: IntersectionObserverInit,
    ) {
      FakeObserver.last = this;
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const Observer = FakeObserver as unknown as typeof IntersectionObserver;

  test('within a screen of the viewport: near; outside: not yet; stopping disconnects', () => {
    const element = island();
    const onNear = jest.fn();
    const stop = observeNearViewport(element, onNear, Observer);
    expect(FakeObserver.last.observed).toEqual([element]);
    expect(FakeObserver.last.options.rootMargin).toBe('100% 0px');
    FakeObserver.last.callback([{ isIntersecting: false }]);
    expect(onNear).not.toHaveBeenCalled();
    FakeObserver.last.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(onNear).toHaveBeenCalledTimes(1);
    stop();
    expect(FakeObserver.last.disconnected).toBe(true);
  });

  test('a browser without IntersectionObserver: near at once', () => {
    const onNear = jest.fn();
    expect(typeof IntersectionObserver).toBe('undefined'); // jsdom has none
    observeNearViewport(island(), onNear);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
