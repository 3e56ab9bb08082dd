import { CODE_BLOCK_COPIED_MS, getCopyKeyLabel, getKeyboardGaAction, shouldCopyOnKeydown } from '../domain/copy';
import { CLIENT_ROUTING_ATTRIBUTE, CODE_CLASS } from '../domain/markdown';
import { clientRouteForClick, isPagePath } from '../domain/routing';
import { copyText } from '../hooks/copyText';
import { listen } from '../hooks/listen';

/**
 * The behaviour of the static page body (src/domain/markdown/staticMarkup.ts), by event delegation: one set
 * of document listeners serves every code block and link, wherever React or the build put it, so nothing in
 * the body needs a component or a hydration pass.
 *
 * - A Copy button copies its block's code, then reads "Copied" (its `data-copied-label`) and announces it for
 *   2 s; a failed copy (permission refused) is ignored.
 * - Ctrl/⌘+C copies the hovered or focused block when no text is selected, reported to
 *   analytics as a keyboard copy; its hint shows the platform's key.
 * - A plain click on an internal link inside a `data-client-routing` element (the page body, the sidebar)
 *   routes on the client; hovering one prefetches its page.
 */
export interface BodyInteractionOptions {
  navigate: (path: string) => void;
  prefetch: (pathname: string) => void;
  platform?: string;
}

const by = (className: string) => `.${className}`;

/** The text the reader has selected: in the page, or inside a text field (Firefox reports that apart). */
function selectedText(): string {
  const text = window.getSelection()?.toString() ?? '';
  if (text) return text;
  const field = document.activeElement;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const { selectionStart, selectionEnd } = field;
    if (selectionStart !== null && selectionEnd !== null && selectionEnd > selectionStart) return field.value.slice(selectionStart, selectionEnd);
  }
  return '';
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible
  }
}

const closest = (target: EventTarget | null, selector: string): HTMLElement | null => (target instanceof Element ? target.closest<HTMLElement>(selector) : null);

/** Installs the listeners on `doc`; returns the function that removes them. */
export function installBodyInteractions(doc: Document, { navigate, prefetch, platform = navigator.platform ?? '' }: BodyInteractionOptions): () => void {
  const keyLabel = getCopyKeyLabel(platform);
  const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
  const prefetched = new Set<string>();
  let current: HTMLElement | null = null; // the code block hovered or focused

  // The hint shows only on hover or focus, so its key is filled in then (a block at a time): writing every
  // block's key at load would change the page's DOM, and its style, for nothing the reader sees.
  const fillKey = (root: ParentNode) => {
    root.querySelectorAll(`${by(CODE_CLASS.key)}:empty`).forEach((key) => (key.textContent = keyLabel));
  };

  const showCopied = (button: HTMLElement) => {
    const root = button.closest<HTMLElement>(by(CODE_CLASS.root));
    const label = button.querySelector<HTMLElement>(by(CODE_CLASS.label));
    const status = root?.querySelector<HTMLElement>(by(CODE_CLASS.status));
    const copied = button.getAttribute('data-copied-label') ?? '';
    if (!button.hasAttribute('data-copied')) button.setAttribute('data-copy-label', label?.textContent ?? '');
    button.setAttribute('data-copied', 'true');
    if (label) label.textContent = copied;
    if (status) status.textContent = copied;
    clearTimeout(resetTimers.get(button));
    resetTimers.set(
      button,
      setTimeout(() => {
        button.removeAttribute('data-copied');
        if (label) label.textContent = button.getAttribute('data-copy-label') ?? label.textContent;
        if (status) status.textContent = '';
      }, CODE_BLOCK_COPIED_MS),
    );
  };

  const onClick = (event: MouseEvent) => {
    const button = closest(event.target, by(CODE_CLASS.copy));
    if (button) {
      const code = button.closest(by(CODE_CLASS.root))?.querySelector('pre')?.textContent ?? '';
      copyText(code).then(
        () => showCopied(button),
        () => undefined, // refused or unsupported: nothing changes
      );
      return;
    }
    const anchor = closest(event.target, `[${CLIENT_ROUTING_ATTRIBUTE}] a[href]`) as HTMLAnchorElement | null;
    if (!anchor) return;
    const path = clientRouteForClick(
      {
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        defaultPrevented: event.defaultPrevented,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        href: anchor.href,
      },
      window.location,
    );
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };

  const onOver = (event: MouseEvent) => {
    const root = closest(event.target, by(CODE_CLASS.root));
    if (root) {
      current = root;
      fillKey(root);
    }
    const anchor = closest(event.target, `[${CLIENT_ROUTING_ATTRIBUTE}] a[href^="/"]`) as HTMLAnchorElement | null;
    if (anchor && !prefetched.has(anchor.pathname) && isPagePath(anchor.pathname)) {
      prefetched.add(anchor.pathname);
      prefetch(anchor.pathname);
    }
  };

  const onOut = (event: MouseEvent) => {
    if (!current || current.contains(event.relatedTarget as Node | null)) return;
    if (!closest(event.target, by(CODE_CLASS.root))) return;
    const root = current;
    current = null;
    // A button focused by a mouse click would keep the block's controls shown; keyboard focus stays.
    const button = root.querySelector<HTMLElement>(by(CODE_CLASS.copy));
    if (button && button === doc.activeElement && !isFocusVisible(button)) button.blur();
  };

  const onFocusIn = (event: FocusEvent) => {
    const root = closest(event.target, by(CODE_CLASS.root));
    if (!root) return;
    current = root;
    fillKey(root);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (current && closest(event.target, by(CODE_CLASS.root)) === current && !current.contains(event.relatedTarget as Node | null)) current = null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const root = current;
    if (!root || !root.isConnected || !shouldCopyOnKeydown(event, selectedText())) return;
    const button = root.querySelector<HTMLElement>(by(CODE_CLASS.copy));
    if (!button) return;
    const action = button.getAttribute('data-ga-event-action');
    button.setAttribute('data-ga-event-action', getKeyboardGaAction(action));
    try {
      button.click();
    } finally {
      if (action === null) button.removeAttribute('data-ga-event-action');
      else button.setAttribute('data-ga-event-action', action);
    }
  };

  return listen(doc, { click: onClick, mouseover: onOver, mouseout: onOut, focusin: onFocusIn, focusout: onFocusOut, keydown: onKeyDown });
}
