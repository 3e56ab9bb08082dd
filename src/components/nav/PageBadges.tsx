import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import { PAGE_FLAGS, type PageFlag, type SidebarPage } from '../../domain/sidebar';
import { useTranslate } from '../../providers/RouteDataProvider';

type Tone = 'success' | 'grey' | 'primary' | 'warning';
const CHIP_TONES: Record<PageFlag, Tone> = {
  newFeature: 'success',
  planned: 'grey',
  unstable: 'primary',
  beta: 'primary',
  legacy: 'warning',
  deprecated: 'warning',
};
/** Text colours with at least 4.5:1 contrast at 10 px on the drawer background, per mode. */
const TONE_COLORS: Record<Tone, { light: string; dark: string }> = {
  success: { light: 'hsl(144, 72%, 25%)', dark: 'hsl(144, 60%, 70%)' },
  grey: { light: 'hsl(215, 15%, 30%)', dark: 'hsl(215, 15%, 80%)' },
  primary: { light: 'hsl(210, 100%, 35%)', dark: 'hsl(210, 100%, 80%)' },
  warning: { light: 'hsl(28, 100%, 28%)', dark: 'hsl(40, 100%, 70%)' },
};

/** The rules of chips and plan badges, for the sidebar's one style sheet (NavTree's root). */
export const badgeStyles = (theme: Theme) => ({
  '& .nav-plan': {
    display: 'inline-block',
    flexShrink: 0,
    width: 14,
    height: 14,
    marginInlineStart: 6,
    borderRadius: '3px',
    transform: 'rotate(45deg) scale(0.75)',
    backgroundColor: theme.vars.palette.primary.main,
  },
  '& .nav-plan.plan-premium': { backgroundColor: theme.vars.palette.warning.main },
  // A plain span, not MUI Chip: dozens per sidebar, and Chip's weight is on every page.
  '& .nav-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    marginInlineStart: 6,
    paddingInline: 6,
    height: 18,
    borderRadius: '9px',
    border: '1px solid currentColor',
    fontSize: '0.625rem',
    fontWeight: 700,
    lineHeight: 1,
    textTransform: 'uppercase',
  },
  ...Object.fromEntries(
    (Object.keys(TONE_COLORS) as Tone[]).map((tone) => [
      `& .nav-chip-${tone}`,
      { color: TONE_COLORS[tone].light, ...theme.applyStyles('dark', { color: TONE_COLORS[tone].dark }) },
    ]),
  ),
});

/** Status chips and the Pro/Premium plan badge shown after a sidebar title. */
export function PageBadges({ page }: { page: SidebarPage }) {
  const t = useTranslate();
  const flags = PAGE_FLAGS.filter((flag) => page[flag]);
  const plan = page.plan ? t(page.plan === 'pro' ? 'nav.proPlan' : 'nav.premiumPlan') : null;
  return (
    <React.Fragment>
      {plan ? <span className={`nav-plan plan-${page.plan}`} title={plan} role="img" aria-label={plan} /> : null}
      {flags.map((flag) => (
        <span key={flag} className={`nav-chip nav-chip-${CHIP_TONES[flag]}`}>
          {t(`chip.${flag}`)}
        </span>
      ))}
    </React.Fragment>
  );
}
