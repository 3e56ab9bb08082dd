import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { Link as GatsbyLink } from 'gatsby';
import { pageToTitle } from '../domain/sidebar';
import { toPageUrl } from '../domain/routing';
import { useRouteData, useTranslate } from '../providers/RouteDataProvider';

/** Links to the neighbouring pages in sidebar reading order. */
export function PrevNextLinks() {
  const { prev, next, language } = useRouteData();
  const t = useTranslate();
  if (!prev && !next) return null;
  return (
    <Box component="nav" aria-label={t('page.pagination')} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 6 }}>
      {prev ? (
        <Button
          component={GatsbyLink}
          to={toPageUrl(prev.pathname, language)}
          rel="prev"
          startIcon={<ChevronLeftRounded />}
          aria-label={`${t('page.previous')}: ${pageToTitle(prev)}`}
        >
          {pageToTitle(prev)}
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button
          component={GatsbyLink}
          to={toPageUrl(next.pathname, language)}
          rel="next"
          endIcon={<ChevronRightRounded />}
          aria-label={`${t('page.next')}: ${pageToTitle(next)}`}
        >
          {pageToTitle(next)}
        </Button>
      ) : null}
    </Box>
  );
}
