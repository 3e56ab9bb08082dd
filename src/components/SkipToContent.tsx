import * as React from 'react';
import { ShellLink } from './shell';
import { useTranslate } from '../providers/RouteDataProvider';
import { MAIN_CONTENT_ID } from '../theme/classNames';

export { MAIN_CONTENT_ID };

/** First focusable element of every page: jumps past the header and navigation. */
export function SkipToContent() {
  const t = useTranslate();
  return (
    <ShellLink className="MuiShell-skipLink" href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </ShellLink>
  );
}
