import * as React from 'react';
import MarkdownToJsx, { MarkdownToJSX } from 'markdown-to-jsx';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { headingFont } from './fonts';

// Each post sits under the page's h1, the firehose's h2 and its own h3 title, so the
// headings of its Markdown start at h4: `#` and `##` become h4, `###` h5, deeper
// levels h6.
const headingSx = { fontFamily: headingFont, fontWeight: 700, mt: 4, mb: 1.5 };

const H4 = (props: React.ComponentPropsWithoutRef<'h4'>) => (
  <Typography {...props} component="h4" variant="h5" sx={headingSx} />
);
const H5 = (props: React.ComponentPropsWithoutRef<'h5'>) => (
  <Typography {...props} component="h5" variant="h6" sx={headingSx} />
);
const H6 = (props: React.ComponentPropsWithoutRef<'h6'>) => (
  <Typography {...props} component="h6" variant="subtitle1" sx={headingSx} />
);

const Paragraph = (props: React.ComponentPropsWithoutRef<'p'>) => (
  <Typography {...props} component="p" sx={{ mb: 2, lineHeight: 1.7 }} />
);

const ListItem = (props: React.ComponentPropsWithoutRef<'li'>) => (
  <Typography {...props} component="li" sx={{ mb: 0.75, lineHeight: 1.7 }} />
);

const list = (component: 'ul' | 'ol') =>
  function MarkdownList(props: React.ComponentPropsWithoutRef<'ul'>) {
    return <Box {...props} component={component} sx={{ pl: 3, mt: 0, mb: 2 }} />;
  };

function Blockquote(props: React.ComponentPropsWithoutRef<'blockquote'>) {
  return (
    <Box
      {...props}
      component="blockquote"
      sx={{
        mx: 0,
        my: 3,
        py: 0.5,
        px: 2.5,
        borderLeft: '4px solid',
        borderColor: 'primary.main',
        color: 'text.secondary',
        fontStyle: 'italic',
        '& p:last-child': { mb: 0 },
      }}
    />
  );
}

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * Inline code. Inside a code block the same element is reset by `CodeBlock`'s
 * styles.
 */
function Code(props: React.ComponentPropsWithoutRef<'code'>) {
  return (
    <Box
      {...props}
      component="code"
      sx={{
        fontFamily: monospace,
        fontSize: '0.875em',
        px: 0.5,
        py: 0.25,
        borderRadius: 0.5,
        bgcolor: 'action.selected',
      }}
    />
  );
}

function CodeBlock(props: React.ComponentPropsWithoutRef<'pre'>) {
  return (
    <Box
      {...props}
      component="pre"
      // Focusable, so keyboard users can scroll long lines sideways.
      tabIndex={0}
      sx={{
        my: 3,
        p: 2,
        overflowX: 'auto',
        borderRadius: 1,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'action.hover',
        fontSize: '0.875rem',
        lineHeight: 1.6,
        '& code': { p: 0, bgcolor: 'transparent', fontSize: 'inherit' },
        '&:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    />
  );
}

function MarkdownTable(props: React.ComponentPropsWithoutRef<'table'>) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ my: 3 }}>
      <Table size="small" {...props} />
    </TableContainer>
  );
}

// markdown-to-jsx aligns table cells with an inline `style`; the cell components
// keep it.
const overrides: MarkdownToJSX.Overrides = {
  h1: H4,
  h2: H4,
  h3: H5,
  h4: H6,
  h5: H6,
  h6: H6,
  p: Paragraph,
  a: Link,
  ul: list('ul'),
  ol: list('ol'),
  li: ListItem,
  blockquote: Blockquote,
  code: Code,
  pre: CodeBlock,
  hr: Divider,
  table: MarkdownTable,
  thead: TableHead,
  tbody: TableBody,
  tr: TableRow,
  th: { component: TableCell, props: { sx: { fontWeight: 600 } } },
  td: TableCell,
};

interface MarkdownProps {
  children: string;
  /**
   * Prefix of the headings' ids, so two posts with the same heading don't repeat an
   * id.
   */
  idPrefix: string;
}

/** Renders a post's Markdown with Material UI components. */
export default function Markdown({ children, idPrefix }: MarkdownProps) {
  const options = React.useMemo<MarkdownToJSX.Options>(
    () => ({
      forceBlock: true,
      wrapper: React.Fragment,
      overrides,
      slugify: (text, slugify) => `${idPrefix}-${slugify(text)}`,
    }),
    [idPrefix],
  );
  return <MarkdownToJsx options={options}>{children}</MarkdownToJsx>;
}
