import type { Theme } from '@mui/material/styles';
import { HEADER_HEIGHT } from '../theme/brandTheme';

export const HEADER_CLASS = 'MuiHeader-root';

/** The app bar's rules (src/components/AppHeader.tsx), in the shell style sheet. */
export const headerStyles = (theme: Theme) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: HEADER_HEIGHT,
  paddingInline: 16,
  [theme.breakpoints.up('sm')]: { paddingInline: 24 },
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  backdropFilter: 'blur(8px)',
  color: theme.vars.palette.text.primary,
  backgroundColor: 'hsla(0, 0%, 100%, 0.6)',
  ...theme.applyStyles('dark', { backgroundColor: 'hsla(210, 14%, 7%, 0.6)' }),
  '& .header-menu': { marginInlineStart: -12, [theme.breakpoints.up('lg')]: { display: 'none' } },
  '& .header-home': { display: 'flex', alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none', fontWeight: 700 },
  '& .header-wide': { display: 'none', [theme.breakpoints.up('sm')]: { display: 'inline' } },
  '& .header-spacer': { flexGrow: 1 },
  '& .header-search': { justifyContent: 'flex-start', fontWeight: 400, [theme.breakpoints.up('sm')]: { minWidth: 180 } },
  // The shortcut hint: its text arrives after hydration, into a box of fixed width, so nothing moves.
  '& .header-search-key': {
    display: 'none',
    [theme.breakpoints.up('sm')]: { display: 'inline-block' },
    boxSizing: 'border-box',
    width: '4.25em',
    height: 22,
    marginInlineStart: 'auto',
    padding: '0 4px',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 5,
    font: 'inherit',
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: '20px',
    textAlign: 'center',
    whiteSpace: 'nowrap',
    color: theme.vars.palette.text.secondary,
    '&:empty': { visibility: 'hidden' },
  },
});
