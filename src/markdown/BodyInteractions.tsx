import * as React from 'react';
import { navigate } from 'gatsby';
import { installBodyInteractions } from './interactions';

/**
 * What Gatsby's own Link does on hover: load the page's data and code at once (the public
 * `prefetchPathname` only queues a background prefetch for seconds later). The loader is Gatsby's global.
 */
function hoverPrefetch(pathname: string) {
  (window as unknown as { ___loader?: { hovering?: (path: string) => void } }).___loader?.hovering?.(pathname);
}

/** Installs the static body's delegated behaviour (copy, copy shortcut, client-side links) once for the app. */
export function BodyInteractions({ children }: { children: React.ReactNode }) {
  React.useEffect(() => installBodyInteractions(document, { navigate: (path) => void navigate(path), prefetch: hoverPrefetch }), []);
  return <React.Fragment>{children}</React.Fragment>;
}
