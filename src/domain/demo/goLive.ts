import type { Direction } from '../preferences/themeState';

/**
 * When a live demo loads its code (src/demos/LiveDemo.browser.tsx). A demo whose server markup is on the page waits
 * for the reader: it goes live on their first interaction with it (src/demos/activation.ts) once it is near the
 * viewport, so a component page's startup runs no demo code.
 */
export interface DemoOnPage {
  /** Rendered in an iframe (its server markup is the frame's document). */
  framed: boolean;
  /** The page's HTML holds the demo's markup (false after a client-side navigation). */
  serverMarkup: boolean;
  /** The frame's document is the demo's preview (not the empty frame). */
  framePreview: boolean;
}

/** Whether the demo shows a server preview that can wait for the reader; without one it goes live at once. */
export function hasServerPreview({ framed, serverMarkup, framePreview }: DemoOnPage): boolean {
  return framed ? framePreview : serverMarkup;
}

export interface DemoLoadInput extends Omit<DemoOnPage, 'framePreview'> {
  /** Within a screen of the viewport. */
  nearViewport: boolean;
  /** The reader reached for it (or it has no preview to wait with). */
  interacted: boolean;
  /** Another source variant than the server's markup was chosen. */
  variantChanged: boolean;
  /** Its product's server markup is a sketch (products.ts `liveInView`): live when in view, without waiting. */
  liveInView: boolean;
  direction: Direction;
}

/**
 * Whether to load the demo's code now. It is wanted once the reader interacted, or when the server markup cannot
 * stand for it (another variant, right-to-left: the server renders the default source, left to right). It loads
 * when near the viewport; without server markup an unframed demo has no size until it mounts, so every demo of
 * the page loads at once and the page settles right after the navigation instead of growing under the reader.
 */
export function shouldLoadDemo({ framed, serverMarkup, nearViewport, interacted, variantChanged, liveInView, direction }: DemoLoadInput): boolean {
  const near = nearViewport || (!serverMarkup && !framed);
  const wanted = interacted || variantChanged || liveInView || direction !== 'ltr';
  return near && wanted;
}
