import type { Theme } from '@mui/material/styles';
import { DEMO_ROOT_CLASS } from '../domain/demo';
import { iconCssUrl, type IconName } from '../domain/icons/paths';
import { CALLOUT_CLASS, CODE_CLASS, MARKDOWN_CLASS } from '../domain/markdown';
import { codeBlockStyles } from './codeBlockStyles';
import { calloutStyles } from './calloutStyles';
import { codeFontFamily, headingFontFamily } from '../theme/brandTheme';

/** Restricts every `& selector` rule to elements outside demos. */
function outsideDemos(rules: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(rules).map(([selector, value]) => [
      selector
        .split(',')
        .map((part) => `${part.trim()}:not(.${DEMO_ROOT_CLASS} *)`)
        .join(', '),
      value,
    ]),
  );
}

/**
 * The rules of a page body (`.MuiMarkdown-body`, in the shell style sheet: src/gatsby/shellSheet.ts): typography, and the static markup of docs
 * elements (src/domain/markdown/staticMarkup.ts). One style sheet for the whole body, whatever its length;
 * markdown rules leave demos alone, code-block rules also serve a demo's code panel.
 */
/** A link after a heading's text showing one icon; nested, so the pseudo-element comes after the `:not(…)` that
 * keeps demos out (a pseudo-element must end a selector). */
function headingIconLink(theme: Theme, icon: IconName, size: string, gap: number) {
  return {
    marginInlineStart: gap,
    opacity: 0,
    color: theme.vars.palette.text.secondary,
    display: 'inline-flex',
    verticalAlign: 'middle',
    '&::before': {
      content: '""',
      width: size,
      height: size,
      backgroundColor: 'currentColor',
      mask: `${iconCssUrl(icon)} center / contain no-repeat`,
      forcedColorAdjust: 'none',
    },
  };
}

export const markdownStyles = (theme: Theme) => ({
  ...theme.typography.body1,
  color: theme.vars.palette.text.primary,
  [`& .${MARKDOWN_CLASS.visuallyHidden}`]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  ...outsideDemos({
    '& h2': { ...theme.typography.h2, fontFamily: headingFontFamily, fontSize: '1.625rem', margin: '40px 0 8px' },
    '& h3': { ...theme.typography.h3, fontFamily: headingFontFamily, fontSize: '1.25rem', margin: '32px 0 8px' },
    '& h2, & h3': { position: 'relative' },
    // The heading's own link and its feedback link: icons drawn in the link's colour (no SVG in each heading's
    // markup), shown on hover and focus.
    [`& .${MARKDOWN_CLASS.anchor}`]: headingIconLink(theme, 'LinkRounded', '1.25rem', 8),
    [`& .${MARKDOWN_CLASS.feedbackLink}`]: headingIconLink(theme, 'RateReviewRounded', '1.125rem', 4),
    [`& h2:hover .${MARKDOWN_CLASS.anchor}, & h3:hover .${MARKDOWN_CLASS.anchor}, & .${MARKDOWN_CLASS.anchor}:focus, & h2:hover .${MARKDOWN_CLASS.feedbackLink}, & h3:hover .${MARKDOWN_CLASS.feedbackLink}, & .${MARKDOWN_CLASS.feedbackLink}:focus`]:
      { opacity: 1 },
    [`& .${MARKDOWN_CLASS.icon}`]: { width: '1.25rem', height: '1.25rem', flexShrink: 0, fill: 'currentColor', userSelect: 'none' },
    '& p, & ul, & ol': { margin: '0 0 16px' },
    '& li': { marginBottom: 4 },
    '& a': {
      fontWeight: 500,
      color: theme.vars.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.4)`,
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [`& .${CALLOUT_CLASS.root}`]: calloutStyles(theme),
    [`& .${MARKDOWN_CLASS.table}`]: { overflowX: 'auto' },
    '& :not(pre) > code': {
      fontFamily: codeFontFamily,
      fontSize: '0.85em',
      padding: '1px 5px',
      borderRadius: 6,
      border: `1px solid ${theme.vars.palette.divider}`,
      backgroundColor: theme.vars.palette.action.hover,
    },
    '& pre': {
      margin: '0 0 16px',
      padding: 16,
      overflow: 'auto',
      borderRadius: theme.shape.borderRadius,
      fontSize: '0.8125rem',
      lineHeight: 1.6,
      color: '#f0f6fc',
      backgroundColor: 'hsl(210, 25%, 9%)',
      '& code': { fontFamily: codeFontFamily },
    },
    '& table': { borderCollapse: 'collapse', width: '100%', marginBottom: 16, fontSize: '0.875rem' },
    '& th, & td': { textAlign: 'start', padding: '8px 12px', borderBottom: `1px solid ${theme.vars.palette.divider}` },
    '& th': { fontWeight: 600 },
    // Images carry their intrinsic width and height (no layout shift) and shrink to the column.
    '& img': { maxWidth: '100%', height: 'auto' },
    '& blockquote': {
      margin: '0 0 16px',
      paddingInlineStart: 16,
      borderInlineStart: `4px solid ${theme.vars.palette.divider}`,
      color: theme.vars.palette.text.secondary,
    },
  }),
  // After the markdown rules, which it overrides for the pre and code of a block.
  [`& .${CODE_CLASS.root}`]: codeBlockStyles(theme),
});
