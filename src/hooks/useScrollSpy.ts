import * as React from 'react';
import { findActiveHash } from '../domain/toc';

const THROTTLE_MS = 166; // ten frames at 60 Hz
const CLICK_SUPPRESS_MS = 1000;

/** The hash of the heading in view, updated on scroll; a ToC click wins for one second. */
export function useScrollSpy(hashes: string[]): [string | null, (hash: string) => void] {
  const [active, setActive] = React.useState<string | null>(null);
  const suppressUntil = React.useRef(0);

  React.useEffect(() => {
    if (hashes.length === 0) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const update = () => {
      timer = null;
      if (Date.now() < suppressUntil.current) return;
      const root = document.documentElement;
      const headings = hashes.flatMap((hash) => {
        const el = document.getElementById(hash);
        return el ? [{ hash, top: el.getBoundingClientRect().top + root.scrollTop }] : [];
      });
      setActive(findActiveHash(headings, root.scrollTop, root.clientHeight));
    };
    const onScroll = () => {
      timer ??= setTimeout(update, THROTTLE_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [hashes]);

  const activate = React.useCallback((hash: string) => {
    suppressUntil.current = Date.now() + CLICK_SUPPRESS_MS;
    setActive(hash);
  }, []);
  return [active, activate];
}
