import type { Theme } from '@mui/material/styles';
import { API_CLASS } from '../domain/markdown';
import { error, warning } from '../theme/palette';

/** Cells whose content is a name or a type: code without the inline-code box, so the columns read as a list. */
const codeCells = [API_CLASS.name, API_CLASS.type, API_CLASS.default, API_CLASS.rule].map((cell) => `& .${API_CLASS.table} td.${cell} code`).join(', ');

/**
 * The rules of an API reference page's body (`.MuiApi-root`, inside `.MuiMarkdown-body`; markup:
 * src/node/reference/apiDoc.ts), in the shell style sheet (src/gatsby/shellSheet.ts) after the markdown rules they
 * refine. Colours are solid and at least 4.5:1 on the page and on a highlighted row, in light and dark.
 */
export const apiStyles = (theme: Theme) => ({
  [`& .${API_CLASS.table} th, & .${API_CLASS.table} td`]: { verticalAlign: 'top' },
  // A row reached by its anchor stops below the sticky app bar, as headings do, and is marked.
  [`& .${API_CLASS.table} tr[id]`]: { scrollMarginTop: 'calc(var(--MuiDocs-header-height) + 32px)' },
  // 6 % keeps the light scheme's link colour at 4.7:1 on the marked row (dark: 6.0:1).
  [`& .${API_CLASS.table} tr:target`]: { backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.06)` },
  [codeCells]: { padding: 0, border: 0, backgroundColor: 'transparent', fontSize: '0.8125rem' },
  [`& td.${API_CLASS.name}`]: { whiteSpace: 'nowrap', fontWeight: 600 },
  [`& td.${API_CLASS.name} a`]: { textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } },
  // The type column wraps: a union one member per line, a long member or type broken where it must.
  [`& td.${API_CLASS.type}`]: { minWidth: '10rem', color: theme.vars.palette.text.secondary },
  [`& td.${API_CLASS.type} code, & .${API_CLASS.returns} code`]: { overflowWrap: 'anywhere' },
  [`& code.${API_CLASS.union}`]: { whiteSpace: 'pre-wrap' },
  [`& .${API_CLASS.required}`]: {
    marginInlineStart: 2,
    color: error[700], // 6.2:1 on white, 5.7:1 on a marked row
    ...theme.applyStyles('dark', { color: error[300] }), // 9.3:1, 8.7:1
  },
  // A plain span, as the sidebar's chips.
  [`& .${API_CLASS.chip}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    marginInlineStart: 2, // after a space
    paddingInline: 6,
    height: 18,
    borderRadius: '9px',
    border: '1px solid currentColor',
    fontSize: '0.625rem',
    fontWeight: 700,
    lineHeight: 1,
    textTransform: 'uppercase',
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    color: warning[800], // 6.0:1 on white, 5.5:1 on a marked row
    ...theme.applyStyles('dark', { color: warning[300] }), // 13.8:1, 12.9:1
  },
  [`& .${API_CLASS.table} td p, & .${API_CLASS.table} td ul, & .${API_CLASS.table} td ol`]: { margin: '0 0 8px' },
  [`& .${API_CLASS.table} td > :last-child`]: { marginBottom: 0 },
  [`& .${API_CLASS.longType} > summary`]: {
    cursor: 'pointer',
    width: 'fit-content',
    borderRadius: 4,
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  },
  [`& .${API_CLASS.longType}[open] > summary`]: { marginBottom: 4 },
  [`& .${API_CLASS.returns}`]: { marginBottom: 16 },
  // The index: one column on phones, two on tablets, three from md.
  [`& ul.${API_CLASS.index}`]: {
    listStyle: 'none',
    paddingInlineStart: 0,
    columns: 1,
    columnGap: 24,
    [theme.breakpoints.up('sm')]: { columns: 2 },
    [theme.breakpoints.up('md')]: { columns: 3 },
  },
  [`& ul.${API_CLASS.index} li`]: { breakInside: 'avoid' },
});
