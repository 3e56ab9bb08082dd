import type { Theme } from '@mui/material/styles';
import { TOC_WIDTH } from '../theme/brandTheme';

/** The table of contents' rules (plain anchors, not a styled link per heading), in the shell style sheet. */
export const tocStyles = (theme: Theme) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: { display: 'block' },
  position: 'sticky',
  top: 'calc(var(--MuiDocs-header-height) + 24px)',
  alignSelf: 'flex-start',
  width: TOC_WIDTH,
  maxHeight: 'calc(100vh - var(--MuiDocs-header-height) - 48px)',
  overflowY: 'auto',
  paddingInlineStart: 16,
  '& .toc-title': { fontSize: '0.875rem', fontWeight: 700, lineHeight: 1.5, marginBottom: 8, paddingInlineStart: 12 },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'block',
    paddingBlock: 4,
    paddingInlineStart: 'calc(12px + var(--toc-depth, 0) * 12px)',
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    textDecoration: 'none',
    borderInlineStart: '2px solid transparent',
    color: theme.vars.palette.text.secondary,
    '&:hover': { color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  },
  '& a.toc-active': { borderColor: theme.vars.palette.primary.main, color: theme.vars.palette.primary.main, fontWeight: 600 },
});
