import * as React from 'react';
import { copyPendingText, copyText } from './copyText';
import { COPY_HOOK_COPIED_MS } from '../domain/copy';

/**
 * Copy state for any copy button. `copy(text)` (a text, or a promise of one) resolves to whether it copied and never rejects: a
 * failure (clipboard denied) is silently ignored and the state stays idle. After a successful copy
 * `isCopied` is true for `timeout` ms (1.2 s by default); copying again restarts the timer, and the
 * timer is cleared on unmount.
 */
export function useClipboardCopy({ timeout = COPY_HOOK_COPIED_MS }: { timeout?: number } = {}) {
  const [isCopied, setIsCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();
  const mounted = React.useRef(false);

  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = React.useCallback(
    async (text: string | Promise<string>): Promise<boolean> => {
      try {
        await (typeof text === 'string' ? copyText(text) : copyPendingText(text));
      } catch {
        return false;
      }
      if (!mounted.current) return true;
      clearTimeout(timer.current);
      setIsCopied(true);
      timer.current = setTimeout(() => setIsCopied(false), timeout);
      return true;
    },
    [timeout],
  );

  return { isCopied, copy };
}
