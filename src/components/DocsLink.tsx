import * as React from 'react';
import { Link as GatsbyLink } from 'gatsby';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { isExternal } from '../domain/sidebar';
import { toPageUrl } from '../domain/routing';
import { useRouteData } from '../providers/RouteDataProvider';

export type DocsLinkProps = Omit<MuiLinkProps, 'href'> & { href: string };

/** Resolves an href for the current language: internal paths get the prefix and a trailing slash. */
export function useLocalizedHref(href: string): string {
  const { language } = useRouteData();
  if (isExternal(href) || href.startsWith('#') || href.startsWith('mailto:')) return href;
  return toPageUrl(href, language);
}

/** A link that routes internally through Gatsby and opens external URLs in a new tab. */
export const DocsLink = React.forwardRef<HTMLAnchorElement, DocsLinkProps>(function DocsLink({ href, ...props }, ref) {
  const resolved = useLocalizedHref(href);
  if (isExternal(href)) {
    return <MuiLink ref={ref} href={href} target="_blank" rel="noopener" {...props} />;
  }
  if (href.startsWith('#')) return <MuiLink ref={ref} href={href} {...props} />;
  return <MuiLink ref={ref} component={GatsbyLink} to={resolved} {...props} />;
});
