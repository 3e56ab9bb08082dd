import { findActiveHash } from '../domain/toc';

const THROTTLE_MS = 166; // ten frames at 60 Hz
const CLICK_SUPPRESS_MS = 1000;

export interface ScrollSpy {
  /** Marks a heading at once (a ToC click): it wins over the scroll for one second. */
  activate: (hash: string) => void;
  stop: () => void;
}

/**
 * The table of contents' scroll spy as an installable function: the hash of the heading in view (findActiveHash),
 * reported on install and on scroll (throttled), for the app's useScrollSpy and the reader's script alike.
 */
export function watchScrollSpy(win: Window, hashes: readonly string[], onActive: (hash: string | null) => void): ScrollSpy {
  const doc = win.document;
  let suppressUntil = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const update = () => {
    timer = null;
    if (Date.now() < suppressUntil) return;
    const root = doc.documentElement;
    const headings = hashes.flatMap((hash) => {
      const el = doc.getElementById(hash);
      return el ? [{ hash, top: el.getBoundingClientRect().top + root.scrollTop }] : [];
    });
    onActive(findActiveHash(headings, root.scrollTop, root.clientHeight));
  };
  const onScroll = () => {
    timer ??= setTimeout(update, THROTTLE_MS);
  };
  if (hashes.length > 0) {
    update();
    win.addEventListener('scroll', onScroll, { passive: true });
  }
  return {
    activate: (hash) => {
      suppressUntil = Date.now() + CLICK_SUPPRESS_MS;
      onActive(hash);
    },
    stop: () => {
      win.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    },
  };
}
