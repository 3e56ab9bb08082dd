import type { Theme } from '@mui/material/styles';
import { blueDark, grey } from '../theme/palette';
import { codeFontFamily } from '../theme/brandTheme';

/**
 * Code blocks are dark in both colour modes (as in the MUI docs). Every colour below is solid and
 * at least 4.5:1 against the block's background (AA), so axe passes in light and dark mode.
 */
const background = 'hsl(210, 25%, 9%)';
const titleBackground = 'hsl(210, 25%, 13%)';
// The code's own colour is also punctuation's (highlight.ts leaves top-level punctuation unwrapped).
const text = '#c9d1d9'; // 11.7:1

/** Prism token colours (GitHub dark), with their contrast on `background`. */
const tokens = {
  '.token.comment, .token.prolog, .token.doctype, .token.cdata': { color: '#8b949e', fontStyle: 'italic' }, // 5.9:1
  '.token.punctuation': { color: '#c9d1d9' }, // 11.7:1
  '.token.keyword, .token.operator, .token.atrule, .token.important, .token.rule': { color: '#ff7b72' }, // 7.2:1
  '.token.string, .token.char, .token.attr-value, .token.regex, .token.url, .token.template-string': { color: '#a5d6ff' }, // 11.7:1
  '.token.function, .token.function-variable': { color: '#d2a8ff' }, // 9.3:1
  '.token.number, .token.boolean, .token.constant, .token.symbol, .token.property, .token.attr-name, .token.title': {
    color: '#79c0ff', // 9.3:1
  },
  '.token.class-name, .token.builtin, .token.maybe-class-name, .token.variable, .token.key': { color: '#ffa657' }, // 9.3:1
  '.token.tag, .token.selector, .token.inserted': { color: '#7ee787' }, // 11.7:1
  '.token.deleted': { color: '#ffa198' }, // 9.3:1
  '.token.bold, .token.important, .token.title': { fontWeight: 700 },
  '.token.italic': { fontStyle: 'italic' },
  '.token.tag .token.punctuation, .token.tag .token.attr-value .token.punctuation': { color: '#c9d1d9' },
} as const;

/** The rules of a code block's root (`.MuiCode-root`, markup in src/domain/markdown/staticMarkup.ts). */
export const codeBlockStyles = (theme: Theme) => ({
  position: 'relative',
  margin: '0 0 16px',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: background,
  color: text,
  border: '1px solid transparent',
  ...theme.applyStyles('dark', { borderColor: blueDark[700] }),
  '& .MuiCode-title': {
    padding: '8px 16px',
    fontFamily: codeFontFamily,
    fontSize: '0.75rem',
    fontWeight: 600,
    color: grey[200], // 12.5:1 on the title bar
    backgroundColor: titleBackground,
    borderBottom: `1px solid ${blueDark[700]}`,
    borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
  },
  '& pre': {
    margin: 0,
    padding: 16,
    overflow: 'auto',
    maxHeight: 'min(68vh, 1000px)',
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    color: text,
    backgroundColor: 'transparent',
    borderRadius: 'inherit',
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  },
  '& code': { fontFamily: codeFontFamily, direction: 'ltr', whiteSpace: 'pre', ...tokens },
  // The copy button shows on hover and on keyboard focus anywhere in the block.
  '& .MuiCode-copy': {
    position: 'absolute',
    top: 8,
    insetInlineEnd: 8,
    display: 'inline-flex',
    alignItems: 'center',
    padding: '2px 8px',
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1.8,
    cursor: 'pointer',
    color: grey[200], // 12.5:1
    backgroundColor: blueDark[700],
    border: `1px solid ${blueDark[500]}`,
    borderRadius: 6,
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: blueDark[600] },
    '&:focus-visible': { opacity: 1, outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
    '&[data-copied]': { opacity: 1 },
    '@media (hover: none)': { opacity: 1 },
  },
  '&:hover .MuiCode-copy, &:focus-within .MuiCode-copy': { opacity: 1 },
  // "(or Ctrl + C)": below the button while it is hovered or focused.
  '& .MuiCode-copyKeypress': {
    position: 'absolute',
    top: '100%',
    insetInlineEnd: 0,
    marginTop: 4,
    padding: '0 6px',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    userSelect: 'none',
    fontWeight: 400,
    color: grey[200],
    backgroundColor: blueDark[700],
    borderRadius: 4,
    visibility: 'hidden',
    '@media (hover: none)': { display: 'none' },
  },
  '& .MuiCode-copy:hover .MuiCode-copyKeypress, & .MuiCode-copy:focus-visible .MuiCode-copyKeypress': { visibility: 'visible' },
  '& .MuiCode-copy[data-copied] .MuiCode-copyKeypress': { opacity: 0 },
});
