import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { PAGE_FLAGS, type PageFlag, type SidebarPage } from '../../domain/sidebar';
import { useTranslate } from '../../providers/RouteDataProvider';

const CHIP_COLORS: Record<PageFlag, ChipProps['color']> = {
  newFeature: 'success',
  planned: 'default',
  unstable: 'primary',
  beta: 'primary',
  legacy: 'warning',
  deprecated: 'warning',
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
        <Chip
          key={flag}
          label={t(`chip.${flag}`)}
          size="small"
          variant="outlined"
          color={CHIP_COLORS[flag]}
          sx={{ ml: 0.75, height: 20, fontSize: '0.625rem', fontWeight: 700, textTransform: 'uppercase', '& .MuiChip-label': { px: 0.75 } }}
        />
      ))}
    </React.Fragment>
  );
}
