import type { Theme } from '@mui/material/styles';
import { DRAWER_WIDTH, HEADER_HEIGHT, TOC_WIDTH } from '../theme/brandTheme';
import { LAYOUT_CLASS, WITH_TOC_ATTRIBUTE } from '../theme/classNames';

const divider = (theme: Theme) => `1px solid ${theme.vars.palette.divider}`;

export const layoutStyles = (theme: Theme) => ({
  [`.${LAYOUT_CLASS.root}`]: { display: 'flex', minHeight: '100vh' },
  [`.${LAYOUT_CLASS.column}`]: { flexGrow: 1, minWidth: 0 },
  // Columns fixed by the grid, not by their content: on a slow link the table of contents arrives after the
  // article, and must not narrow it when it does. 63rem is 105ch of IBM Plex Sans, in rem so a font swap cannot
  // resize the column either.
  [`.${LAYOUT_CLASS.content}`]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    justifyContent: 'center',
    columnGap: theme.spacing(4),
    paddingInline: theme.spacing(2),
    paddingTop: theme.spacing(4),
    [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(4) },
    [theme.breakpoints.up('md')]: {
      gridTemplateColumns: 'minmax(0, 63rem)',
      [`&[${WITH_TOC_ATTRIBUTE}]`]: { gridTemplateColumns: `minmax(0, 63rem) ${TOC_WIDTH}px` },
    },
  },
  [`.${LAYOUT_CLASS.main}`]: { minWidth: 0, outline: 'none' },
  [`.${LAYOUT_CLASS.title}`]: { ...theme.typography.h1, margin: 0, marginBottom: theme.spacing(1.5) },
  [`.${LAYOUT_CLASS.description}`]: {
    ...theme.typography.body1,
    fontSize: '1.125rem',
    color: theme.vars.palette.text.secondary,
    margin: 0,
    marginBottom: theme.spacing(3),
  },
  [`.${LAYOUT_CLASS.footer}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    justifyContent: 'space-between',
    marginTop: theme.spacing(8),
    paddingBlock: theme.spacing(4),
    borderTop: divider(theme),
    '& .footer-license': { ...theme.typography.body2, margin: 0, color: theme.vars.palette.text.secondary },
    '& .footer-links': { display: 'flex', gap: theme.spacing(2), fontSize: '0.875rem' },
  },
  // The sidebar: a fixed column from lg up (the mobile drawer, loaded on first open, holds the same content).
  [`.${LAYOUT_CLASS.drawerColumn}`]: {
    display: 'none',
    width: DRAWER_WIDTH,
    flexShrink: 0,
    [theme.breakpoints.up('lg')]: { display: 'block' },
  },
  [`.${LAYOUT_CLASS.drawerPanel}`]: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    width: DRAWER_WIDTH,
    boxSizing: 'border-box',
    borderInlineEnd: divider(theme),
    backgroundColor: theme.vars.palette.background.default,
    zIndex: theme.zIndex.drawer,
  },
  [`.${LAYOUT_CLASS.drawerContent}`]: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    '& .drawer-header': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      paddingInline: theme.spacing(2),
      minHeight: HEADER_HEIGHT,
      borderBottom: divider(theme),
    },
    '& .drawer-spacer': { flexGrow: 1 },
    '& .drawer-nav': { flexGrow: 1, overflowY: 'auto', paddingInline: theme.spacing(1), paddingBlock: theme.spacing(1.5) },
    '& .drawer-divider': { marginBlock: theme.spacing(1.5), marginInline: 0, border: 0, borderTop: divider(theme) },
  },
  // The home page's product cards: outlined cards that are links as a whole.
  [`.${LAYOUT_CLASS.productCards}`]: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    marginTop: theme.spacing(4),
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
    [theme.breakpoints.up('lg')]: { gridTemplateColumns: '1fr 1fr 1fr' },
    '& .product-card': {
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: theme.spacing(1),
      height: '100%',
      padding: theme.spacing(2),
      border: divider(theme),
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.vars.palette.background.paper,
      color: 'inherit',
      textDecoration: 'none',
      '&:hover': { backgroundColor: theme.vars.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
    },
    '& .product-name': { ...theme.typography.h4, margin: 0 },
    '& .product-description': { ...theme.typography.body2, margin: 0, color: theme.vars.palette.text.secondary },
  },
});
