import * as React from 'react';
import { isExternal } from '../domain/sidebar';
import { toPageUrl } from '../domain/routing';
import { useRouteData } from '../providers/RouteDataProvider';
import { ShellLink } from './shell';

/** Resolves an href for the current language: internal paths get the prefix and a trailing slash. */
export function useLocalizedHref(href: string): string {
  const { language } = useRouteData();
  if (isExternal(href) || href.startsWith('#') || href.startsWith('mailto:')) return href;
  return toPageUrl(href, language);
}

/**
 * A link in the page's language: external URLs open in a new tab; internal ones route on the client when
 * inside a `data-client-routing` element (the delegated listener of src/markdown/interactions.ts).
 */
export function DocsLink({ href, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const resolved = useLocalizedHref(href);
  if (isExternal(href)) return <ShellLink href={href} target="_blank" rel="noopener" {...props} />;
  return <ShellLink href={resolved} {...props} />;
}
