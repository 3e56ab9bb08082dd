import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useColorScheme } from '@mui/material/styles';

/** The @font-face rules of the docs page (Roboto for demos), so the frame renders with the same fonts. */
function copyFontFaces(target: Document) {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) if (rule.constructor.name === 'CSSFontFaceRule') rules.push(rule.cssText);
    } catch {
      // cross-origin sheet: nothing to copy
    }
  }
  const style = target.createElement('style');
  style.textContent = `${rules.join('\n')}\nbody{margin:0;font-family:Roboto,Helvetica,Arial,sans-serif}`;
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
export function FramedDemo({ title, height, children }: { title: string; height: number; children: React.ReactNode }) {
  const ref = React.useRef<HTMLIFrameElement>(null);
  const [frame, setFrame] = React.useState<Frame | null>(null);
  const { colorScheme } = useColorScheme();

  React.useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return undefined;
    const attach = () => {
      const doc = iframe.contentDocument;
      if (!doc || !doc.body) return;
      copyFontFaces(doc);
      setFrame({ document: doc, cache: createCache({ key: 'framed', container: doc.head, prepend: true }) });
    };
    if (iframe.contentDocument?.readyState === 'complete') attach();
    else iframe.addEventListener('load', attach, { once: true });
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
      <iframe ref={ref} title={title} className="MuiDemo-iframe" style={{ width: '100%', height, border: 0 }} />
      {frame ? createPortal(<CacheProvider value={frame.cache}>{children}</CacheProvider>, frame.document.body) : null}
    </React.Fragment>
  );
}
