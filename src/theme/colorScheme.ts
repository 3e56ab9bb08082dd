/**
 * The colour scheme's class on <html> (`light` / `dark`, the selector of both themes' CSS variables), kept by
 * the docs themselves rather than by MUI's providers. MUI's provider removes and re-adds the class after
 * hydration even when it is already right (the head script set it before the first paint), and every nested
 * provider (each live demo's) does it again: each time the browser recomputes the style of the whole page.
 * The providers get an element outside the document for their class instead (`inertColorSchemeNode`), and
 * `applyColorScheme` writes <html> only when the scheme really changes.
 */
let inertNode: HTMLElement | undefined;
export function inertColorSchemeNode(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  inertNode ??= document.createElement('div');
  return inertNode;
}

/** MUI's rule that stops every transition while the scheme switches (reference: the 1 ms trick). */
export const DISABLE_TRANSITIONS_CSS =
  '*{-webkit-transition:none!important;-moz-transition:none!important;-o-transition:none!important;-ms-transition:none!important;transition:none!important}';

/**
 * Puts `scheme`'s class on <html> if it is not already there. When it changes the scheme of a page already
 * shown (`switching`), transitions are stopped for the switch: a style that stops them, a forced style
 * computation, and the style removed after 1 ms, so colours change at once instead of animating.
 */
export function applyColorScheme(doc: Document, scheme: 'light' | 'dark', switching: boolean): void {
  const root = doc.documentElement;
  const other = scheme === 'light' ? 'dark' : 'light';
  if (root.classList.contains(scheme) && !root.classList.contains(other)) return;
  let style: HTMLStyleElement | null = null;
  if (switching) {
    style = doc.createElement('style');
    style.textContent = DISABLE_TRANSITIONS_CSS;
    doc.head.appendChild(style);
  }
  root.classList.remove(other);
  root.classList.add(scheme);
  if (style) {
    const added = style;
    // Reading a computed style applies the class with transitions off before the style goes.
    void doc.defaultView?.getComputedStyle(doc.body).transition;
    setTimeout(() => added.remove(), 1);
  }
}
