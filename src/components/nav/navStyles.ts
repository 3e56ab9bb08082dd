import type { Theme } from '@mui/material/styles';
import { blue } from '../../theme/palette';
import { badgeStyles } from './PageBadges';

/** The sidebar's root class (src/components/nav/NavTree.tsx). */
export const NAV_CLASS = 'MuiNav-root';

/** The sidebar's rules, in the shell style sheet (src/theme/shellSheet.ts). */
export const navStyles = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Darker than primary.main so the active link keeps 4.5:1 on its highlighted background.
  '--nav-active-color': blue[700],
  ...theme.applyStyles('dark', { '--nav-active-color': blue[200] }),
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& .nav-item': {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: 32,
    margin: 0,
    paddingBlock: 4,
    paddingInlineEnd: 8,
    paddingInlineStart: 'calc(12px + var(--nav-depth, 0) * 12px)',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 500,
    lineHeight: 1.5,
    textAlign: 'start',
    justifyContent: 'flex-start',
    color: theme.vars.palette.text.secondary,
    backgroundColor: 'transparent',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
    '&.app-drawer-active': { color: 'var(--nav-active-color)', backgroundColor: theme.vars.palette.action.selected, fontWeight: 600 },
  },
  '& .nav-item[data-depth="0"]': { fontWeight: 600 },
  '& button.nav-item': { color: theme.vars.palette.text.primary },
  '& .nav-title': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .nav-icon': { width: '1.25rem', height: '1.25rem', marginInlineEnd: 8, flexShrink: 0, fill: 'currentColor', color: theme.vars.palette.primary.main },
  '& .nav-arrow': { width: '1.25rem', height: '1.25rem', flexShrink: 0, marginInlineStart: 'auto', fill: 'currentColor', transition: 'transform 150ms' },
  '& [aria-expanded="true"] > .nav-arrow': { transform: 'rotate(90deg)' },
  '[dir=rtl] & [aria-expanded="false"] > .nav-arrow': { transform: 'rotate(180deg)' },
  ...badgeStyles(theme),
  '& .nav-subheader': {
    marginTop: 12,
    marginBottom: 4,
    paddingInlineStart: 'calc(12px + var(--nav-depth, 0) * 12px)',
    fontSize: 11,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: theme.vars.palette.text.secondary,
  },
});
