import * as React from 'react';
import Link from '@mui/material/Link';
import { useTranslate } from '../providers/RouteDataProvider';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the header and navigation. */
export function SkipToContent() {
  const t = useTranslate();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        zIndex: 'tooltip',
        top: 8,
        left: 8,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'primary.main',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
