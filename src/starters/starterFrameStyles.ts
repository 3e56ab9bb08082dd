import type { Theme } from '@mui/material/styles';
import { STARTER_HEIGHT_PROPERTY } from '../domain/starters';
import { STARTER_FRAME_CLASS, STARTER_FRAME_HEIGHT } from '../theme/classNames';

/**
 * The slim bar above a full-screen template (src/starters/StarterFrame.tsx), in the shell style sheet.
 * It uses the docs theme's variables, so it reads as the site's, not as part of the template.
 */
export const starterFrameStyles = (theme: Theme) => ({
  [`.${STARTER_FRAME_CLASS.content}`]: {
    [STARTER_HEIGHT_PROPERTY]: `calc(100dvh - ${STARTER_FRAME_HEIGHT}px)`,
  },
  [`.${STARTER_FRAME_CLASS.root}`]: {
    boxSizing: 'border-box',
    height: STARTER_FRAME_HEIGHT,
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
  [`.${STARTER_FRAME_CLASS.title}`]: {
    fontWeight: 600,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    [theme.breakpoints.down('sm')]: { display: 'none' },
  },
  [`.${STARTER_FRAME_CLASS.actions}`]: { marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 4, flexShrink: 0 },
  [`.${STARTER_FRAME_CLASS.root} button, .${STARTER_FRAME_CLASS.root} a`]: { whiteSpace: 'nowrap', flexShrink: 0 },
});
