import type { Theme } from '@mui/material/styles';
import { AD_CLASS } from '../../theme/classNames';

/**
 * The slot's height is reserved in the server HTML (142 px, 126 px from sm up, ), and fixed: what
 * fills it later (the network's ad, an in-house ad, the appeal, or nothing) never moves the page.
 */
export const adStyles = (theme: Theme) => ({
  // The slot's own margin separates it from the description above.
  [`.MuiLayout-description:has(+ .${AD_CLASS.root})`]: { marginBottom: 0 },
  [`.${AD_CLASS.root}`]: {
    position: 'relative',
    display: 'block',
    marginTop: theme.spacing(3),
    marginBottom: theme.spacing(3),
    minHeight: 142,
    height: 142,
    overflow: 'hidden',
    [theme.breakpoints.up('sm')]: { minHeight: 126, height: 126 },
  },
  [`.${AD_CLASS.content}`]: { display: 'block', height: '100%' },
  [`.${AD_CLASS.content}[data-shape="inline"]`]: { display: 'flex', alignItems: 'flex-end' },
  // The network's own markup (#carbonads), styled like the image shape; its stray wrappers hidden.
  [`.${AD_CLASS.network} > div`]: { display: 'none' },
  [`.${AD_CLASS.network} #carbonads, .${AD_CLASS.display}`]: {
    display: 'block',
    position: 'relative',
    border: `1px dashed ${theme.vars.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    paddingBlock: 8,
    paddingInlineEnd: 8,
    paddingInlineStart: 'calc(8px + 130px)',
    minHeight: 118,
    [theme.breakpoints.up('sm')]: { paddingBlock: 12, paddingInlineEnd: 12, paddingInlineStart: 'calc(12px + 130px)', minHeight: 126 },
    '& a': { color: theme.vars.palette.text.primary, textDecoration: 'none' },
    '& img': { float: 'inline-start', marginInlineStart: -130, width: 130, height: 100, verticalAlign: 'middle' },
  },
  [`.${AD_CLASS.description}`]: {
    ...theme.typography.body2,
    display: 'block',
    marginInlineStart: theme.spacing(1.5),
    [theme.breakpoints.up('sm')]: { ...theme.typography.body1 },
  },
  [`.${AD_CLASS.poweredby}`]: {
    ...theme.typography.caption,
    display: 'block',
    marginTop: theme.spacing(0.5),
    marginInlineStart: theme.spacing(1.5),
    color: theme.vars.palette.text.secondary,
  },
  [`.${AD_CLASS.content}[data-shape="inline"] .${AD_CLASS.display}`]: {
    paddingBlock: 8,
    paddingInline: 12,
    minHeight: 0,
    '& img': { display: 'none' },
    [`& .${AD_CLASS.description}, & .${AD_CLASS.poweredby}`]: { marginInlineStart: 0 },
    [`& .${AD_CLASS.description}::before`]: {
      content: '"Ad"',
      border: '1px solid #2e7d32',
      color: '#2e7d32',
      padding: '1px 5px',
      borderRadius: 3,
      marginInlineEnd: 6,
      fontSize: 14,
      ...theme.applyStyles('dark', { borderColor: '#81c784', color: '#81c784' }),
    },
  },
  // The feed's ad under a demo (inline shape) and the room it takes while it loads.
  [`.${AD_CLASS.feed}`]: { marginTop: theme.spacing(1) },
  [`.${AD_CLASS.feedPending}`]: { display: 'block', minHeight: 52 },
  [`.${AD_CLASS.appeal}`]: {
    display: 'block',
    padding: theme.spacing(1.5),
    border: `2px solid ${theme.vars.palette.primary.main}`,
    borderRadius: theme.shape.borderRadius,
    '& span': { ...theme.typography.body2, display: 'block' },
  },
});
