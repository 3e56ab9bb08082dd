import type { Theme } from '@mui/material/styles';
import { TEMPLATE_HEIGHT_PROPERTY } from '../../domain/templates';

export const TEMPLATE_FRAME_CLASS = {
  root: 'MuiTemplateFrame-root',
  title: 'MuiTemplateFrame-title',
  actions: 'MuiTemplateFrame-actions',
  /** Below the bar: the template itself. */
  content: 'MuiTemplateFrame-content',
} as const;

/** The bar's height: templates size full-height layouts with the viewport below it (TEMPLATE_HEIGHT_PROPERTY). */
export const TEMPLATE_FRAME_HEIGHT = 48;

/**
 * The slim bar above a full-screen template (src/components/templates/TemplateFrame.tsx), in the shell style sheet.
 * It uses the docs theme's variables, so it reads as the site's, not as part of the template.
 */
export const templateFrameStyles = (theme: Theme) => ({
  [`.${TEMPLATE_FRAME_CLASS.content}`]: {
    [TEMPLATE_HEIGHT_PROPERTY]: `calc(100dvh - ${TEMPLATE_FRAME_HEIGHT}px)`,
  },
  [`.${TEMPLATE_FRAME_CLASS.root}`]: {
    boxSizing: 'border-box',
    height: TEMPLATE_FRAME_HEIGHT,
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    paddingInline: 12,
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    backgroundColor: theme.vars.palette.background.paper,
    color: theme.vars.palette.text.primary,
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.875rem',
    overflowX: 'auto',
    overflowY: 'hidden',
  },
  [`.${TEMPLATE_FRAME_CLASS.title}`]: {
    fontWeight: 600,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    [theme.breakpoints.down('sm')]: { display: 'none' },
  },
  [`.${TEMPLATE_FRAME_CLASS.actions}`]: { marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 4, flexShrink: 0 },
  [`.${TEMPLATE_FRAME_CLASS.root} button, .${TEMPLATE_FRAME_CLASS.root} a`]: { whiteSpace: 'nowrap', flexShrink: 0 },
});
