import type { Theme } from '@mui/material/styles';
import { CALLOUT_CLASS, CALLOUT_TYPES } from '../domain/markdown';
import { calloutColors, type CalloutScheme } from './calloutColors';

/** One colour scheme as CSS variables per type class, so the rules below are written once. */
const schemeVars = ({ code, types }: CalloutScheme) => ({
  '--callout-code-bg': code.background,
  '--callout-code-border': code.border,
  ...Object.fromEntries(
    CALLOUT_TYPES.map((type) => {
      const c = types[type];
      return [
        `&.MuiCallout-${type}`,
        {
          '--callout-text': c.text,
          '--callout-bg': c.background,
          '--callout-border': c.border,
          '--callout-strong': c.strong,
          '--callout-link': c.link,
          '--callout-icon': c.icon,
        },
      ];
    }),
  ),
});

/** The rules of a `:::type` callout's root (`.MuiCallout-root`, markup in src/domain/markdown/staticMarkup.ts). */
export const calloutStyles = (theme: Theme) => ({
  ...schemeVars(calloutColors.light),
  ...theme.applyStyles('dark', schemeVars(calloutColors.dark)),
  display: 'flex',
  gap: 8,
  margin: '16px 0',
  padding: 12,
  border: '1px solid var(--callout-border)',
  borderRadius: theme.shape.borderRadius,
  color: 'var(--callout-text)',
  backgroundColor: 'var(--callout-bg)',
  [`& .${CALLOUT_CLASS.icon}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 26,
    height: 26,
    color: 'var(--callout-icon)',
    '& svg': { width: 18, height: 18 },
  },
  [`& .${CALLOUT_CLASS.content}`]: {
    minWidth: 0,
    flexGrow: 1,
    '& p, & ul, & ol': { marginBottom: 8, color: 'inherit' },
    '& > :last-child': { marginBottom: 0 },
    '& strong': { color: 'var(--callout-strong)' },
    '& a': { color: 'var(--callout-link)', textDecorationColor: 'currentColor' },
    '& :not(pre) > code': { backgroundColor: 'var(--callout-code-bg)', borderColor: 'var(--callout-code-border)' },
  },
});
