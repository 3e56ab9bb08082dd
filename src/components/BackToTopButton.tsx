import * as React from 'react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import { useTranslate } from '../providers/RouteDataProvider';
import { MAIN_CONTENT_ID } from './SkipToContent';

/** The "back to top" button itself; smooth unless the reader prefers reduced motion. */
export default function BackToTopButton({ visible }: { visible: boolean }) {
  const t = useTranslate();
  const onClick = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <Zoom in={visible} appear>
      <Fab
        size="small"
        color="primary"
        aria-label={t('app.backToTop')}
        title={t('app.backToTop')}
        onClick={onClick}
        sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: 10 }}
      >
        <KeyboardArrowUpRounded />
      </Fab>
    </Zoom>
  );
}
