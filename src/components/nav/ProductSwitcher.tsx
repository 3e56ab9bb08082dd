import * as React from 'react';
import { Icon } from '../icons/Icon';
import { ShellButton } from '../shell';
import { useMenuButton } from '../../hooks/useMenuButton';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';

/** Loaded on first open: menus stay out of every page's first-load JavaScript. */
const ProductMenu = React.lazy(() => import('./ProductMenu').then((m) => ({ default: m.ProductMenu })));

/** The product name button: opens a menu of every documented product. */
export function ProductSwitcher() {
  const { product } = useRouteData();
  const t = useTranslate();
  const { buttonProps, menuProps, close, everOpened } = useMenuButton();
  if (!product) return null;
  return (
    <React.Fragment>
      <ShellButton type="button" {...buttonProps} aria-label={`${t('nav.products')}: ${product.name}`} style={{ fontWeight: 700 }}>
        {product.name}
        <Icon name="KeyboardArrowDownRounded" />
      </ShellButton>
      {everOpened ? (
        <React.Suspense fallback={null}>
          <ProductMenu menuProps={menuProps} close={close} />
        </React.Suspense>
      ) : null}
    </React.Fragment>
  );
}
