import * as React from 'react';
import site from '../../config/site.json';
import type { SidebarPage } from '../../domain/sidebar';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';
import { LAYOUT_CLASS } from '../../theme/classNames';
import { scrollActiveLinkIntoView } from './navInteractions';
import { ProductNavList, StaticNavList } from './NavTree';
import { ProductSwitcher } from './ProductSwitcher';
import { VersionMenu } from './VersionMenu';

const extras = site.extras as SidebarPage[];

function DrawerContent({ scrollRef, mobile = false }: { scrollRef?: React.Ref<HTMLElement>; mobile?: boolean }) {
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

/** Scrolls the active link into view inside the drawer (not the page), when it is off screen. */
function useActiveLinkInView(ref: React.RefObject<HTMLElement>) {
  React.useEffect(() => {
    if (ref.current) scrollActiveLinkIntoView(ref.current);
  }, [ref]);
}

/** Loaded on first open (small screens only): the swipeable drawer stays out of the first-load JavaScript. */
const MobileNavDrawer = React.lazy(() => import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })));

/** A fixed column on wide screens; a swipeable drawer below the lg breakpoint. */
export function NavDrawer({ mobileOpen, onClose, onOpen }: { mobileOpen: boolean; onClose: () => void; onOpen: () => void }) {
  const scrollRef = React.useRef<HTMLElement>(null);
  const [mobileLoaded, setMobileLoaded] = React.useState(false);
  React.useEffect(() => {
    if (mobileOpen) setMobileLoaded(true);
  }, [mobileOpen]);
  useActiveLinkInView(scrollRef);
  return (
    <React.Fragment>
      {mobileLoaded ? (
        <React.Suspense fallback={null}>
          <MobileNavDrawer open={mobileOpen} onClose={onClose} onOpen={onOpen}>
            <DrawerContent mobile />
          </MobileNavDrawer>
        </React.Suspense>
      ) : null}
      <div className={LAYOUT_CLASS.drawerColumn}>
        <div className={LAYOUT_CLASS.drawerPanel}>
          <DrawerContent scrollRef={scrollRef} />
        </div>
      </div>
    </React.Fragment>
  );
}
