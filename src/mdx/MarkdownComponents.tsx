import * as React from 'react';
import Box from '@mui/material/Box';
import LinkRounded from '@mui/icons-material/LinkRounded';
import { DocsLink } from '../components/DocsLink';
import { useTranslate } from '../providers/RouteDataProvider';
import type { HastComponents } from './HastRenderer';

function Heading({ as, id, children }: { as: 'h2' | 'h3'; id?: string; children?: React.ReactNode }) {
  const t = useTranslate();
  return (
    <Box component={as} id={id} sx={{ position: 'relative', '&:hover .anchor-link, & .anchor-link:focus': { opacity: 1 } }}>
      {children}
      {id ? (
        <Box
          component="a"
          className="anchor-link"
          href={`#${id}`}
          aria-label={`${t('page.anchorLink')}: ${typeof children === 'string' ? children : id}`}
          sx={{ ml: 1, opacity: 0, color: 'text.secondary', display: 'inline-flex', verticalAlign: 'middle' }}
        >
          <LinkRounded fontSize="small" aria-hidden />
        </Box>
      ) : null}
    </Box>
  );
}

/** How docs markdown maps onto the site's components. */
export const markdownComponents: HastComponents = {
  h2: (props: { id?: string; children?: React.ReactNode }) => <Heading as="h2" {...props} />,
  h3: (props: { id?: string; children?: React.ReactNode }) => <Heading as="h3" {...props} />,
  a: ({ href = '', children, ...rest }: { href?: string; children?: React.ReactNode }) => (
    <DocsLink href={href} {...rest}>
      {children}
    </DocsLink>
  ),
  // Code reads left to right in every direction.
  pre: (props: React.HTMLAttributes<HTMLPreElement>) => <pre tabIndex={0} dir="ltr" {...props} />,
  code: (props: React.HTMLAttributes<HTMLElement>) => <code dir="ltr" {...props} />,
  table: (props: React.HTMLAttributes<HTMLTableElement>) => (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
      <table {...props} />
    </Box>
  ),
};
