import * as React from 'react';
import { watchScrollSpy, type ScrollSpy } from './scrollSpy';

/** The hash of the heading in view, updated on scroll; a ToC click wins for one second (scrollSpy.ts). */
export function useScrollSpy(hashes: string[]): [string | null, (hash: string) => void] {
  const [active, setActive] = React.useState<string | null>(null);
  const spy = React.useRef<ScrollSpy | null>(null);
  React.useEffect(() => {
    spy.current = watchScrollSpy(window, hashes, setActive);
    return () => spy.current?.stop();
  }, [hashes]);
  const activate = React.useCallback((hash: string) => spy.current?.activate(hash), []);
  return [active, activate];
}
