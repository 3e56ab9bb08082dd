import type { Theme } from '@mui/material/styles';

/** A demo's rules (src/demos/frame/Demo.tsx), in the shell style sheet (src/gatsby/shellSheet.ts). */
export const demoStyles = (theme: Theme) => ({
  position: 'relative',
  margin: '24px 0 32px',
  '& .MuiDemo-anchor': { position: 'absolute', top: 0, scrollMarginTop: 'calc(var(--MuiDocs-header-height) + 24px)' },
  '& .MuiDemo-preview': {
    position: 'relative',
    display: 'flex',
    justifyContent: 'center',
    padding: 24,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
    overflowX: 'auto',
  },
  '& .MuiDemo-live': { width: '100%', display: 'flex', justifyContent: 'center', flexWrap: 'wrap' },
  '& .MuiDemo-focusStart': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  '& .MuiDemo-toolbar': {
    borderInline: `1px solid ${theme.vars.palette.divider}`,
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    paddingInline: 8,
  },
  // Tooltips of the icon buttons, in CSS: the accessible name is the aria-label; this is the visual hint
  // on hover and keyboard focus (a popper-based tooltip would add 20 KB to every docs page).
  '& .MuiDemo-toolbar [data-tooltip]': { position: 'relative' },
  '& .MuiDemo-toolbar [data-tooltip]::after': {
    content: 'attr(data-tooltip)',
    position: 'absolute',
    top: 'calc(100% + 6px)',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 2,
    padding: '4px 8px',
    borderRadius: 4,
    whiteSpace: 'nowrap',
    fontSize: '0.75rem',
    fontWeight: 500,
    lineHeight: 1.4,
    color: '#fff',
    backgroundColor: 'hsl(210, 14%, 22%)',
    pointerEvents: 'none',
    opacity: 0,
    visibility: 'hidden',
    transition: 'opacity 150ms',
  },
  '& .MuiDemo-toolbar [data-tooltip]:hover::after, & .MuiDemo-toolbar [data-tooltip]:focus-visible::after': {
    opacity: 1,
    visibility: 'visible',
    transitionDelay: '300ms',
  },
  '& .MuiDemo-toolbar:last-child': { borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px` },
  '& .MuiDemo-code .MuiCode-root': { margin: 0 },
  '& .MuiDemo-code pre': { margin: 0, borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`, maxHeight: 640 },
  '& .MuiDemo-error': {
    width: '100%',
    padding: 16,
    borderRadius: 8,
    color: theme.vars.palette.error.dark,
    backgroundColor: theme.vars.palette.background.paper,
    border: `1px solid ${theme.vars.palette.error.main}`,
    '& pre': { margin: '8px 0 0', whiteSpace: 'pre-wrap', fontSize: '0.8125rem' },
    ...theme.applyStyles('dark', { color: theme.vars.palette.error.light }),
  },
});

/**
 * The toolbar (`.MuiDemo-toolbar`) and its controls: plain buttons and SVG under the shell style sheet. A page shows a toolbar per demo
 * (a dozen on a component page); MUI's Button and IconButton cost a styled component, a ripple and an icon
 * component per control on every page load.
 */
export const toolbarStyles = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 4,
  paddingBlock: 4,
  minHeight: 44,
  '& .MuiDemo-tool': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 6,
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 500,
    lineHeight: 1.75,
    cursor: 'pointer',
    color: theme.vars.palette.text.secondary,
    backgroundColor: 'transparent',
    '&:hover': { backgroundColor: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .MuiDemo-tool[data-text]': { color: theme.vars.palette.primary.main, paddingInline: 8 },
  '& .MuiDemo-tool svg': { width: '1.25rem', height: '1.25rem', flexShrink: 0, fill: 'currentColor' },
  '& .MuiDemo-spacer': { flex: 1 },
});

/** The JS/TS toggle buttons (`.MuiDemo-variant`). */
export const variantButtonStyles = (theme: Theme) => ({
  font: 'inherit',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.75,
  padding: '2px 8px',
  cursor: 'pointer',
  color: theme.vars.palette.text.secondary,
  backgroundColor: 'transparent',
  border: `1px solid ${theme.vars.palette.divider}`,
  '&:first-of-type': { borderStartStartRadius: 8, borderEndStartRadius: 8 },
  '&:last-of-type': { borderStartEndRadius: 8, borderEndEndRadius: 8, marginInlineStart: -1 },
  '&:hover:not(:disabled)': { backgroundColor: theme.vars.palette.action.hover },
  '&[aria-pressed="true"]': { color: theme.vars.palette.text.primary, backgroundColor: theme.vars.palette.action.selected },
  '&:disabled': { color: theme.vars.palette.text.disabled, cursor: 'default' },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
});
