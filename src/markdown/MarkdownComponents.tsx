import * as React from 'react';
import Box from '@mui/material/Box';
import LinkRounded from '@mui/icons-material/LinkRounded';
import { DocsLink } from '../components/DocsLink';
import { Callout } from '../components/markdown/Callout';
import { CodeBlock } from '../components/code/CodeBlock';
import { useTranslate } from '../providers/RouteDataProvider';
import type { RendererComponents, TagComponents } from './HastRenderer';

/** The plain text of rendered markdown (what a heading says, to name its anchor link). */
function textContent(node: React.ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textContent).join('');
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textContent(node.props.children);
  return '';
}

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
          aria-label={`${t('page.anchorLink')}: ${textContent(children) || id}`}
          sx={{ ml: 1, opacity: 0, color: 'text.secondary', display: 'inline-flex', verticalAlign: 'middle' }}
        >
          <LinkRounded fontSize="small" aria-hidden />
        </Box>
      ) : null}
    </Box>
  );
}

/** How HTML tags of docs markdown map onto the site's components. */
const tags: TagComponents = {
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

/** Pages without demos: the template never meets a `Demo` element, and carries none of the demo code. */
export const markdownComponents: RendererComponents = {
  tags,
  elements: { Callout, CodeBlock, Demo: null },
};
