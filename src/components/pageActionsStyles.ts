import type { Theme } from '@mui/material/styles';
import { PAGE_ACTIONS_CLASS } from '../theme/classNames';

/** The page's actions and source links (src/components/PageActions.tsx), in the shell style sheet. Both rows are in the
 * server HTML with their final size: nothing moves when the page goes live or a label changes. */
export const pageActionsStyles = (theme: Theme) => ({
  [`.${PAGE_ACTIONS_CLASS.root}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 8,
    margin: `-${theme.spacing(1)} 0 ${theme.spacing(3)}`,
    '& svg': { width: '1rem', height: '1rem' },
    [`& .${PAGE_ACTIONS_CLASS.labels}`]: { display: 'inline-grid' },
    [`& .${PAGE_ACTIONS_CLASS.labels} > span`]: { gridArea: '1 / 1' },
    [`& .${PAGE_ACTIONS_CLASS.labels} > [hidden]`]: { display: 'block', visibility: 'hidden' },
    [`& .${PAGE_ACTIONS_CLASS.status}`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  [`.${PAGE_ACTIONS_CLASS.source}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: theme.spacing(1, 2),
    marginTop: theme.spacing(6),
    fontSize: '0.875rem',
    color: theme.vars.palette.text.secondary,
    '& p': { margin: 0 },
  },
});
