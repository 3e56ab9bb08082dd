import * as React from 'react';
import { Icon } from '../icons/Icon';
import { ShellButton } from '../shell';
import { useMenuButton } from '../../hooks/useMenuButton';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';

/** Loaded on first open: menus stay out of every page's first-load JavaScript. */
const VersionMenuList = React.lazy(() => import('./VersionMenuList').then((m) => ({ default: m.VersionMenuList })));

/** The current version button: lists every version of the product and "View all versions". */
export function VersionMenu() {
  const { product } = useRouteData();
  const t = useTranslate();
  const { buttonProps, menuProps, close, everOpened } = useMenuButton();
  const current = product?.versions.find((v) => v.current);
  if (!product || !current) return null;
  return (
    <React.Fragment>
      <ShellButton
        type="button"
        data-variant="outlined"
        {...buttonProps}
        aria-label={`${t('nav.version')}: ${current.text}`}
        style={{ fontSize: '0.75rem', paddingBlock: 2 }}
      >
        {current.text}
        <Icon name="KeyboardArrowDownRounded" />
      </ShellButton>
      {everOpened ? (
        <React.Suspense fallback={null}>
          <VersionMenuList menuProps={menuProps} close={close} />
        </React.Suspense>
      ) : null}
    </React.Fragment>
  );
}
