import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useColorScheme } from '@mui/material/styles';
import { FRAME_PREVIEW_ATTRIBUTE } from './FramePlaceholder';

interface Frame {
  document: Document;
  cache: EmotionCache;
  /** Where the live demo renders: a new element of the frame's body, beside the server preview until it mounts. */
  container: HTMLElement;
}

/**
 * A demo rendered into the page's iframe through a portal: its global styles and landmarks stay inside the
 * frame. The frame keeps its document: the live demo mounts next to the server preview and the preview is
 * removed in the same frame the live demo first paints in, so the reader never sees the frame empty. The frame
 * follows the docs' colour scheme (the demo theme's dark class is copied onto it).
 *
 * The docs' @font-face rules are deliberately not copied in: the frame would fetch the fonts again from the
 * memory cache, which Chromium reports in a way that keeps automation's "network idle" from ever firing; a
 * framed demo renders in the fallback fonts of its theme instead.
 */
export function FramedDemo({
  frameRef,
  children,
}: {
  frameRef: React.RefObject<HTMLIFrameElement>;
  /** Renders the demo given the frame's window (libraries that measure the viewport must use it). */
  children: (frameWindow: () => Window) => React.ReactNode;
}) {
  const [frame, setFrame] = React.useState<Frame | null>(null);
  const { colorScheme } = useColorScheme();

  React.useEffect(() => {
    const iframe = frameRef.current;
    if (!iframe) return undefined;
    let attached: Document | null = null;
    const attach = () => {
      const doc = iframe.contentDocument;
      // Until the srcdoc document has loaded, the frame holds a throwaway about:blank document.
      if (!doc || !doc.body || doc.URL !== 'about:srcdoc' || doc.readyState !== 'complete' || doc === attached) return;
      attached = doc;
      const container = doc.createElement('div');
      doc.body.appendChild(container);
      setFrame({ document: doc, cache: createCache({ key: 'framed', container: doc.head, prepend: true }), container });
    };
    attach();
    iframe.addEventListener('load', attach);
    return () => iframe.removeEventListener('load', attach);
  }, [frameRef]);

  // The live demo has committed (its styles are in the frame's head): the preview goes before the next paint.
  React.useLayoutEffect(() => {
    frame?.document.querySelector(`[${FRAME_PREVIEW_ATTRIBUTE}]`)?.remove();
  }, [frame]);

  React.useEffect(() => {
    if (!frame) return;
    const root = frame.document.documentElement;
    root.classList.toggle('dark', colorScheme === 'dark');
    root.classList.toggle('light', colorScheme !== 'dark');
    root.style.colorScheme = colorScheme === 'dark' ? 'dark' : 'light';
  }, [frame, colorScheme]);

  return frame ? createPortal(<CacheProvider value={frame.cache}>{children(() => frame.document.defaultView ?? window)}</CacheProvider>, frame.container) : null;
}
