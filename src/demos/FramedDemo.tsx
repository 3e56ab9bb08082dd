import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useColorScheme } from '@mui/material/styles';
import { FramePlaceholder } from './FramePlaceholder';

/**
 * Base style of the frame. The docs' @font-face rules are deliberately not copied in: the frame would
 * fetch the fonts again from the memory cache, which Chromium reports in a way that keeps automation's
 * "network idle" from ever firing; a framed demo renders in the fallback fonts of its theme instead.
 */
function addFrameStyle(target: Document) {
  const style = target.createElement('style');
  style.textContent = 'body{margin:0}';
  target.head.appendChild(style);
}

interface Frame {
  document: Document;
  cache: EmotionCache;
}

/**
 * A demo rendered into an iframe through a portal: its global styles and landmarks stay inside the
 * frame. The frame follows the docs' colour scheme (the demo theme's dark class is copied onto it).
 */
export function FramedDemo({
  title,
  height,
  children,
}: {
  title: string;
  height: number;
  /** Renders the demo given the frame's window (libraries that measure the viewport must use it). */
  children: (frameWindow: () => Window) => React.ReactNode;
}) {
  const ref = React.useRef<HTMLIFrameElement>(null);
  const [frame, setFrame] = React.useState<Frame | null>(null);
  const { colorScheme } = useColorScheme();

  React.useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return undefined;
    let attached: Document | null = null;
    const attach = () => {
      const doc = iframe.contentDocument;
      // Until the srcdoc document has loaded, the frame holds a throwaway about:blank document.
      if (!doc || !doc.body || doc.URL !== 'about:srcdoc' || doc === attached) return;
      attached = doc;
      addFrameStyle(doc);
      setFrame({ document: doc, cache: createCache({ key: 'framed', container: doc.head, prepend: true }) });
    };
    if (iframe.contentDocument?.readyState === 'complete') attach();
    iframe.addEventListener('load', attach);
    return () => iframe.removeEventListener('load', attach);
  }, []);

  React.useEffect(() => {
    if (!frame) return;
    const root = frame.document.documentElement;
    root.classList.toggle('dark', colorScheme === 'dark');
    root.classList.toggle('light', colorScheme !== 'dark');
    root.style.colorScheme = colorScheme === 'dark' ? 'dark' : 'light';
  }, [frame, colorScheme]);

  return (
    <React.Fragment>
      <FramePlaceholder ref={ref} title={title} height={height} />
      {frame ? createPortal(<CacheProvider value={frame.cache}>{children(() => frame.document.defaultView ?? window)}</CacheProvider>, frame.document.body) : null}
    </React.Fragment>
  );
}
