import * as React from 'react';
import { ShellLink } from './shell';
import { useTranslate } from '../providers/RouteDataProvider';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the header and navigation. */
export function SkipToContent() {
  const t = useTranslate();
  return (
    <ShellLink className="MuiShell-skipLink" href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </ShellLink>
  );
}
