import { listen } from '../hooks/listen';

/**
 * A demo's going live (src/demos/LiveDemo.browser.tsx), without React. Its server markup waits for the reader's
 * first interaction with it (pointer over it, focus inside it, a touch, a click); a click or focus that lands
 * before the live demo has mounted is remembered as a path of elements and replayed on the same element of the
 * live markup, so a quick tap is not lost.
 */

/** What landed on the server markup before the live demo mounted: the paths of a click and of a focus. */
export interface PendingInput {
  click: number[] | null;
  focus: number[] | null;
}
export const NO_PENDING_INPUT: PendingInput = { click: null, focus: null };

// The server markup inlines its demo styles as `<style>` elements; the live render puts them in the head.
const elementChildren = (element: Element) => [...element.children].filter((child) => child.tagName !== 'STYLE');

/** The path from `root` to `node` through element children, skipping style tags; null when `node` is outside. */
export function elementPath(root: Element, node: Element): number[] | null {
  if (!root.contains(node)) return null;
  const path: number[] = [];
  for (let current: Element = node; current !== root; current = current.parentElement!) path.unshift(elementChildren(current.parentElement!).indexOf(current));
  return path;
}

/** The element at a path from `root` (as `elementPath` gives it), if the live markup has one there. */
export function elementAt(root: Element, path: readonly number[]): HTMLElement | null {
  let current: Element | undefined = root;
  for (const index of path) current = current ? elementChildren(current)[index] : undefined;
  return current instanceof HTMLElement ? current : null;
}

export interface DemoActivationDeps {
  /** The reader reached for the demo: load it. Called once. */
  activate: () => void;
  /** Keeps a click or focus to replay once the live demo has mounted (the latest of each kind wins). */
  remember: (kind: keyof PendingInput, path: number[] | null) => void;
}

/**
 * Listens on the demo's element (`island`) from load until the live demo has replaced its markup; returns the
 * function that stops. A framed demo's preview is a document of its own, where the reader's pointer, touch or
 * keys land: it is listened to as well once its srcdoc has loaded. A click there only activates: the live demo
 * lays itself out for the frame's real width, which the preview could not know, so the element under the
 * pointer may differ.
 */
export function installDemoActivation(island: HTMLElement, { activate, remember }: DemoActivationDeps): () => void {
  let activated = false;
  const once = () => {
    if (activated) return;
    activated = true;
    activate();
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element) remember('focus', elementPath(island, event.target));
    once();
  };
  const onClick = (event: MouseEvent) => {
    // A link's own default action already happened; anything else is replayed once the demo is live.
    if (event.target instanceof Element && !event.target.closest('a[href]')) remember('click', elementPath(island, event.target));
    once();
  };
  const stopIsland = listen(island, { pointerover: once, touchstart: once, focusin: onFocus, click: onClick }, { passive: true });

  const frame = island.querySelector('iframe');
  let stopFrame = () => {};
  const onFrameLoad = () => {
    const doc = frame?.contentDocument;
    if (!doc || doc.URL !== 'about:srcdoc') return; // the throwaway about:blank document before the srcdoc loads
    stopFrame();
    stopFrame = listen(doc, { pointerover: once, touchstart: once, focusin: once, keydown: once, click: once }, { passive: true });
  };
  if (frame) {
    if (frame.contentDocument?.readyState === 'complete') onFrameLoad();
    frame.addEventListener('load', onFrameLoad);
  }
  return () => {
    stopIsland();
    stopFrame();
    frame?.removeEventListener('load', onFrameLoad);
  };
}

/** Replays what arrived before the live demo, on its markup: the focus (unless focus has moved on since), then the click. */
export function replayPendingInput(island: HTMLElement, { click, focus }: PendingInput) {
  const doc = island.ownerDocument;
  if (focus && (doc.activeElement === doc.body || doc.activeElement === null)) elementAt(island, focus)?.focus();
  if (click) elementAt(island, click)?.click();
}

/**
 * Calls `onNear` once the element is within a screen of the viewport (demos further down load and mount only as
 * the reader approaches them; their server markup is already there); at once without IntersectionObserver.
 * Returns the function that stops watching.
 */
export function observeNearViewport(element: Element, onNear: () => void, Observer = globalThis.IntersectionObserver): () => void {
  if (typeof Observer === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new Observer((entries) => entries.some((e) => e.isIntersecting) && onNear(), { rootMargin: '100% 0px' });
  observer.observe(element);
  return () => observer.disconnect();
}
