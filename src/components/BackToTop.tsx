import * as React from 'react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import { useTranslate } from '../providers/RouteDataProvider';
import { MAIN_CONTENT_ID } from './SkipToContent';

/** Appears after 200 px of scroll; smooth unless the reader prefers reduced motion. */
export function BackToTop() {
  const t = useTranslate();
  const trigger = useScrollTrigger({ disableHysteresis: true, threshold: 200 });
  const onClick = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <Zoom in={trigger}>
      <Fab size="small" color="primary" aria-label={t('app.backToTop')} title={t('app.backToTop')} onClick={onClick} sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: 10 }}>
        <KeyboardArrowUpRounded />
      </Fab>
    </Zoom>
  );
}
