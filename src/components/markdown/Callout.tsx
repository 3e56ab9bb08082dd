import * as React from 'react';
import { styled } from '@mui/material/styles';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { CALLOUT_TYPES, isCalloutType, type CalloutType, type DocElementProps } from '../../domain/markdown';
import { useTranslate } from '../../providers/RouteDataProvider';
import { calloutColors, type CalloutScheme } from './calloutColors';

const ICONS: Record<CalloutType, typeof InfoOutlined> = {
  info: InfoOutlined,
  success: CheckCircleOutlineRounded,
  warning: WarningAmberRounded,
  error: ErrorOutlineRounded,
};

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

const CalloutRoot = styled('aside')(({ theme }) => ({
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
  '& .MuiCallout-icon-container': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 26,
    height: 26,
    color: 'var(--callout-icon)',
    '& svg': { width: 18, height: 18 },
  },
  // Two classes deep: these must win over the page's markdown rules (MarkdownBody).
  '&.MuiCallout-root .MuiCallout-content': {
    minWidth: 0,
    flexGrow: 1,
    '& p, & ul, & ol': { marginBottom: 8, color: 'inherit' },
    '& > :last-child': { marginBottom: 0 },
    '& strong': { color: 'var(--callout-strong)' },
    '& a': { color: 'var(--callout-link)', textDecorationColor: 'currentColor' },
    '& :not(pre) > code': { backgroundColor: 'var(--callout-code-bg)', borderColor: 'var(--callout-code-border)' },
  },
}));

/**
 * A `:::info|success|warning|error` block of a docs page: a note with a decorative icon.
 * Its type is named for assistive technology, since the icon and colour are not announced.
 */
export function Callout({ type, children }: Partial<DocElementProps['Callout']> & { children?: React.ReactNode }) {
  const t = useTranslate();
  const kind: CalloutType = isCalloutType(type) ? type : 'info';
  const Icon = ICONS[kind];
  return (
    <CalloutRoot role="note" aria-label={t(`callout.${kind}`)} className={`MuiCallout-root MuiCallout-${kind}`}>
      <span className="MuiCallout-icon-container">
        <Icon aria-hidden />
      </span>
      <div className="MuiCallout-content">{children}</div>
    </CalloutRoot>
  );
}
