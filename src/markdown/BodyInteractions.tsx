import * as React from 'react';
import { navigate, prefetchPathname } from 'gatsby';
import { installBodyInteractions } from './interactions';

/** Installs the static body's delegated behaviour (copy, copy shortcut, client-side links) once for the app. */
export function BodyInteractions({ children }: { children: React.ReactNode }) {
  React.useEffect(() => installBodyInteractions(document, { navigate: (path) => void navigate(path), prefetch: (pathname) => prefetchPathname(pathname) }), []);
  return <React.Fragment>{children}</React.Fragment>;
}
