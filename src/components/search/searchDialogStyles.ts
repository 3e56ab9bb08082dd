import Dialog from '@mui/material/Dialog';
import { styled } from '@mui/material/styles';

/**
 * The search dialog's look (in its lazy chunk, not in the shell style sheet: no page draws it until it opens).
 * A column: the field, then the body (start screen, states, or the results' listbox, which scrolls).
 * Below `sm` it fills the screen; above, it sits near the top, at a fixed height, so it does not jump as
 * results come and go.
 */
export const SearchDialogRoot = styled(Dialog)(({ theme }) => ({
  [theme.breakpoints.up('sm')]: { '& .MuiDialog-container': { alignItems: 'flex-start' } },
  '& .MuiDialog-paper': {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    backgroundImage: 'none',
    border: `1px solid ${theme.vars.palette.divider}`,
    [theme.breakpoints.up('sm')]: { marginTop: '10vh', height: 'min(640px, 80vh)' },
    [theme.breakpoints.down('sm')]: { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0, border: 0 },
  },
  '& .search-field': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    flexShrink: 0,
    paddingInline: theme.spacing(2, 1),
    minHeight: 56,
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    '& > svg': { color: theme.vars.palette.primary.main },
  },
  '& .search-input': { flexGrow: 1, fontSize: '1rem' },
  '& .search-progress': { flexShrink: 0, height: 2, marginTop: -2 },
  '& .search-body': { flexGrow: 1, minHeight: 0, overflowY: 'auto', padding: theme.spacing(1, 1, 2) },
  '& .search-message': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(5, 2),
    textAlign: 'center',
    color: theme.vars.palette.text.secondary,
    '& p': { margin: 0 },
    '& .search-message-title': { color: theme.vars.palette.text.primary, fontWeight: 600, overflowWrap: 'anywhere' },
  },
  '& .search-section-head': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: 32,
    margin: theme.spacing(1, 1, 0.5),
  },
  '& .search-section-title': {
    margin: 0,
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.05em',
    textTransform: 'uppercase',
    color: theme.vars.palette.text.secondary,
  },
  '& .search-links': { listStyle: 'none', margin: 0, padding: 0 },
  '& .search-group-label': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    margin: theme.spacing(1.5, 1, 0.5),
    fontSize: '0.8125rem',
    fontWeight: 700,
    color: theme.vars.palette.text.primary,
    '& .MuiChip-root': { fontWeight: 500 },
  },
  '& .search-item': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1, 1.5),
    borderRadius: theme.shape.borderRadius,
    border: '1px solid transparent',
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    scrollMarginBlock: theme.spacing(1),
    '& > svg': { flexShrink: 0, fontSize: '1.25rem', color: theme.vars.palette.text.secondary },
    '&:hover, &[aria-selected="true"]': {
      backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`,
      borderColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.3)`,
      '& > svg': { color: theme.vars.palette.primary.main },
    },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .search-item-text': { display: 'flex', flexDirection: 'column', minWidth: 0 },
  '& .search-item-title': { fontSize: '0.875rem', fontWeight: 600, overflowWrap: 'anywhere' },
  '& .search-item-snippet': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    fontSize: '0.8125rem',
    color: theme.vars.palette.text.secondary,
  },
  '& .search-item-query': { fontSize: '0.8125rem', color: theme.vars.palette.text.secondary },
  // Matches keep the text's colour (its contrast is the text's own) on a tint, in bold.
  '& mark': {
    color: 'inherit',
    fontWeight: 700,
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
    borderRadius: 2,
  },
  // Read by screen readers, not shown: the field's label and the live result count.
  '& .search-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
}));
