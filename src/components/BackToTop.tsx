import * as React from 'react';
import { useTranslate } from '../providers/RouteDataProvider';
import { SHELL_CLASS } from '../theme/classNames';
import { installBackToTop } from './backToTopInteractions';
import { Icon } from './icons/Icon';

/** The "back to top" button: in the server's markup, shown after 200 px of scroll (backToTopInteractions.ts). */
export function BackToTop() {
  const t = useTranslate();
  React.useEffect(() => installBackToTop(document), []);
  return (
    <button type="button" className={SHELL_CLASS.backToTop} aria-label={t('app.backToTop')} title={t('app.backToTop')}>
      <Icon name="KeyboardArrowUpRounded" />
    </button>
  );
}
