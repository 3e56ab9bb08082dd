import type { Theme } from '@mui/material/styles';
import { SCROLLED_ATTRIBUTE, SHELL_CLASS } from '../theme/classNames';

/**
 * The rules of the shell's buttons and links (plain elements with these classes: shell.tsx), in the shell
 * style sheet (src/gatsby/shellSheet.ts). Every page carries the shell, and MUI's
 * Button, IconButton and Link (with ButtonBase, the ripple and its transition library) cost about 6 KB gzip of
 * every page's first-load JavaScript and a styled component per control on every load. Menus and the settings
 * drawer, loaded on first use, keep MUI's components.
 */
const focusRing = (color: string) => ({ '&:focus-visible': { outline: `2px solid ${color}`, outlineOffset: 2 } });

/** A small text button; `data-variant="outlined"` draws a border. */
const buttonStyles = ({ theme }: { theme: Theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minWidth: 0,
  margin: 0,
  padding: '4px 8px',
  border: '1px solid transparent',
  borderRadius: theme.shape.borderRadius,
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 500,
  lineHeight: 1.75,
  color: 'inherit',
  backgroundColor: 'transparent',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&:disabled': { cursor: 'default', color: theme.vars.palette.text.secondary, backgroundColor: 'transparent' },
  '&[data-variant="outlined"]': { borderColor: theme.vars.palette.divider },
  '& svg': { width: '1.25rem', height: '1.25rem', flexShrink: 0, fill: 'currentColor' },
  ...focusRing(theme.vars.palette.primary.main),
});

/** A round 40 px icon button. */
const iconButtonStyles = ({ theme }: { theme: Theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  margin: 0,
  padding: 8,
  border: 0,
  borderRadius: '50%',
  color: theme.vars.palette.action.active,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '& svg': { width: '1.25rem', height: '1.25rem', fill: 'currentColor' },
  ...focusRing(theme.vars.palette.primary.main),
});

/** A link styled like MUI's Link (primary, underlined with a lighter line). */
const linkStyles = ({ theme }: { theme: Theme }) => ({
  color: theme.vars.palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.4)`,
  '&:hover': { textDecorationColor: 'inherit' },
  ...focusRing(theme.vars.palette.primary.main),
});

/** The skip link, hidden above the viewport until focused. */
const skipLinkStyles = (theme: Theme) => ({
  position: 'fixed',
  zIndex: theme.zIndex.tooltip,
  top: 8,
  insetInlineStart: 8,
  padding: '8px 16px',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.vars.palette.background.paper,
  border: `1px solid ${theme.vars.palette.primary.main}`,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
});

/**
 * The back-to-top button (backToTopInteractions.ts): a small primary floating button, as MUI's Fab draws it, zoomed in while
 * <html> carries SCROLLED_ATTRIBUTE; hidden (out of the tab order and the accessibility tree) otherwise.
 */
const backToTopStyles = (theme: Theme) => ({
  position: 'fixed',
  bottom: 24,
  insetInlineEnd: 24,
  zIndex: 10,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  color: theme.vars.palette.primary.contrastText,
  backgroundColor: theme.vars.palette.primary.main,
  boxShadow: theme.shadows[6],
  cursor: 'pointer',
  transform: 'scale(0)',
  visibility: 'hidden',
  transition: `transform ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.sharp}, visibility 0s linear ${theme.transitions.duration.enteringScreen}ms`,
  '&:hover': { backgroundColor: theme.vars.palette.primary.dark },
  '& svg': { width: '1.5rem', height: '1.5rem', fill: 'currentColor' },
  ...focusRing(theme.vars.palette.primary.main),
  [`html[${SCROLLED_ATTRIBUTE}] &`]: {
    transform: 'none',
    visibility: 'visible',
    transition: `transform ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.sharp}`,
  },
  [`@media (prefers-reduced-motion: reduce)`]: { transition: 'none', [`html[${SCROLLED_ATTRIBUTE}] &`]: { transition: 'none' } },
});

/** An icon (icons/Icon.tsx): 1em square at 1.5rem, in the text colour, as MUI's SvgIcon draws it. */
const iconStyles = {
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  fontSize: '1.5rem',
  fill: 'currentColor',
  userSelect: 'none',
};

export const shellStyles = (theme: Theme) => ({
  [`.${SHELL_CLASS.button}`]: buttonStyles({ theme }),
  [`.${SHELL_CLASS.iconButton}`]: iconButtonStyles({ theme }),
  [`.${SHELL_CLASS.link}`]: linkStyles({ theme }),
  [`.${SHELL_CLASS.icon}`]: iconStyles,
  '.MuiShell-skipLink': skipLinkStyles(theme),
  [`.${SHELL_CLASS.backToTop}`]: backToTopStyles(theme),
});
