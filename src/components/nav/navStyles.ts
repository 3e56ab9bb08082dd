import type { Theme } from '@mui/material/styles';
import { blue } from '../../theme/palette';
import { iconCssUrl } from '../../domain/icons/paths';
import type { ChipTone } from '../../domain/sidebar';

/** Text colours with at least 4.5:1 contrast at 10 px on the drawer background, per mode. */
const TONE_COLORS: Record<ChipTone, { light: string; dark: string }> = {
  success: { light: 'hsl(144, 72%, 25%)', dark: 'hsl(144, 60%, 70%)' },
  grey: { light: 'hsl(215, 15%, 30%)', dark: 'hsl(215, 15%, 80%)' },
  primary: { light: 'hsl(210, 100%, 35%)', dark: 'hsl(210, 100%, 80%)' },
  warning: { light: 'hsl(28, 100%, 28%)', dark: 'hsl(40, 100%, 70%)' },
};

/** The rules of the sidebar's status chips and plan badges (markup: src/domain/sidebar/navMarkup.ts). */
const badgeStyles = (theme: Theme) => ({
  '& .nav-plan': {
    display: 'inline-block',
    flexShrink: 0,
    width: 14,
    height: 14,
    marginInlineStart: 6,
    borderRadius: '3px',
    transform: 'rotate(45deg) scale(0.75)',
    backgroundColor: theme.vars.palette.primary.main,
  },
  '& .nav-plan.plan-premium': { backgroundColor: theme.vars.palette.warning.main },
  // A plain span, not MUI Chip: dozens per sidebar, and Chip's weight is on every page.
  '& .nav-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    marginInlineStart: 6,
    paddingInline: 6,
    height: 18,
    borderRadius: '9px',
    border: '1px solid currentColor',
    fontSize: '0.625rem',
    fontWeight: 700,
    lineHeight: 1,
    textTransform: 'uppercase',
  },
  ...Object.fromEntries(
    (Object.keys(TONE_COLORS) as ChipTone[]).map((tone) => [
      `& .nav-chip-${tone}`,
      { color: TONE_COLORS[tone].light, ...theme.applyStyles('dark', { color: TONE_COLORS[tone].dark }) },
    ]),
  ),
});

/** The sidebar's rules, in the shell style sheet (src/gatsby/shellSheet.ts). */
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
  // A group's arrow: drawn by the style sheet, not by an SVG in every group's markup (a product has dozens).
  '& button.nav-item::after': {
    content: '""',
    width: '1.25rem',
    height: '1.25rem',
    flexShrink: 0,
    marginInlineStart: 'auto',
    backgroundColor: 'currentColor',
    mask: `${iconCssUrl('KeyboardArrowRightRounded')} center / contain no-repeat`,
    // In forced colours the background would become the system background: keep it the text colour.
    forcedColorAdjust: 'none',
    transition: 'transform 150ms',
  },
  '& [aria-expanded="true"]::after': { transform: 'rotate(90deg)' },
  '[dir=rtl] & [aria-expanded="false"]::after': { transform: 'rotate(180deg)' },
  // Indentation by depth (the markup carries only `data-depth`).
  ...Object.fromEntries([1, 2, 3, 4].map((depth) => [`& [data-depth="${depth}"]`, { '--nav-depth': depth }])),
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
