import type { Theme } from '@mui/material/styles';
import { THEME_TREE_CLASS as C } from '../domain/markdown';
import { codeFontFamily } from '../theme/brandTheme';

/**
 * The default theme viewer's tree (`.MuiThemeTree-root` inside `.MuiMarkdown-body`; markup:
 * src/node/themeViewer/themeTree.ts), in the shell style sheet: nested lists of `<details>`, one key per line.
 */
export const themeTreeStyles = (theme: Theme) => ({
  fontFamily: codeFontFamily,
  fontSize: '0.8125rem',
  lineHeight: 1.7,
  padding: '8px 12px',
  marginBottom: 24,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 12,
  overflowX: 'auto',
  '& ul': { listStyle: 'none', margin: 0, paddingInlineStart: 20 },
  '& > ul': { paddingInlineStart: 0 },
  '& li': { margin: 0 },
  '& summary': { cursor: 'pointer', width: 'fit-content' },
  '& code': { padding: 0, border: 0, backgroundColor: 'transparent', fontSize: 'inherit' },
  [`& .${C.key}`]: { fontWeight: 600 },
  [`& .${C.count}, & .${C.function}`]: { color: theme.vars.palette.text.secondary },
  [`& .${C.string}`]: { color: theme.vars.palette.success.dark, ...theme.applyStyles('dark', { color: theme.vars.palette.success.light }) },
  [`& .${C.value}`]: { color: theme.vars.palette.primary.dark, ...theme.applyStyles('dark', { color: theme.vars.palette.primary.light }) },
  [`& .${C.swatch}`]: {
    display: 'inline-block',
    width: '0.9em',
    height: '0.9em',
    marginInlineEnd: 6,
    verticalAlign: '-0.1em',
    borderRadius: 3,
    border: `1px solid ${theme.vars.palette.divider}`,
  },
});
