import * as React from 'react';
import site from '../../config/site.json';
import type { SidebarPage } from '../../domain/sidebar';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';
import { LAYOUT_CLASS } from '../../theme/classNames';
import { ProductNavList, StaticNavList } from './NavTree';
import { ProductSwitcher } from './ProductSwitcher';
import { VersionMenu } from './VersionMenu';

const extras = site.extras as SidebarPage[];

/** The navigation's panel: product switcher, version menu, the product's list and the links under it. */
export function DrawerContent({ scrollRef, mobile = false }: { scrollRef?: React.Ref<HTMLElement>; mobile?: boolean }) {
  const { product } = useRouteData();
  const t = useTranslate();
  return (
    <div className={LAYOUT_CLASS.drawerContent}>
      <div className="drawer-header">
        {product ? <img src={product.logo} alt="" width={24} height={24} /> : null}
        <ProductSwitcher />
        <span className="drawer-spacer" />
        <VersionMenu />
      </div>
      <nav ref={scrollRef} className="drawer-nav" aria-label={t('nav.label')}>
        <ProductNavList mobile={mobile} />
        <hr className="drawer-divider" />
        <StaticNavList pages={extras} mobile={mobile} />
      </nav>
    </div>
  );
}
