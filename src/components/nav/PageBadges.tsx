import * as React from 'react';
import Box from '@mui/material/Box';
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

/** Status chips and the Pro/Premium plan badge shown after a sidebar title. */
export function PageBadges({ page }: { page: SidebarPage }) {
  const t = useTranslate();
  const flags = PAGE_FLAGS.filter((flag) => page[flag]);
  return (
    <React.Fragment>
      {page.plan ? (
        <Box
          component="span"
          className={`plan-${page.plan}`}
          title={t(page.plan === 'pro' ? 'nav.proPlan' : 'nav.premiumPlan')}
          role="img"
          aria-label={t(page.plan === 'pro' ? 'nav.proPlan' : 'nav.premiumPlan')}
          sx={{
            display: 'inline-block',
            flexShrink: 0,
            width: 14,
            height: 14,
            ml: 0.75,
            borderRadius: '3px',
            transform: 'rotate(45deg) scale(0.75)',
            bgcolor: page.plan === 'pro' ? 'primary.main' : 'warning.main',
          }}
        />
      ) : null}
      {flags.map((flag) => (
        // A plain span, not MUI Chip: dozens per sidebar, and Chip's weight is on every page.
        <Box
          component="span"
          key={flag}
          className="nav-chip"
          sx={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            flexShrink: 0,
            ml: 0.75,
            px: 0.75,
            height: 18,
            borderRadius: '9px',
            border: '1px solid currentColor',
            fontSize: '0.625rem',
            fontWeight: 700,
            lineHeight: 1,
            textTransform: 'uppercase',
            color: TONE_COLORS[CHIP_TONES[flag]].light,
            ...theme.applyStyles('dark', { color: TONE_COLORS[CHIP_TONES[flag]].dark }),
          })}
        >
          {t(`chip.${flag}`)}
        </Box>
      ))}
    </React.Fragment>
  );
}
