import type { Theme } from '@mui/material/styles';
import { OFFLINE_NOTICE_CLASS } from '../../theme/classNames';

/**
 * The offline notice: a live region that is always in the page (so screen readers announce what is written
 * into it) and drawn only while it has text, fixed at the bottom corner: it never moves the content.
 */
export const offlineStyles = (theme: Theme) => ({
  [`.${OFFLINE_NOTICE_CLASS}`]: {
    position: 'fixed',
    insetInlineStart: 16,
    bottom: 16,
    zIndex: theme.zIndex.snackbar,
    maxWidth: 'calc(100vw - 32px)',
    padding: '8px 16px',
    borderRadius: theme.shape.borderRadius,
    fontSize: '0.875rem',
    lineHeight: 1.5,
    color: theme.vars.palette.common.white,
    backgroundColor: theme.vars.palette.grey[800],
    boxShadow: theme.shadows[4],
    '&:empty': { display: 'none' },
  },
});
