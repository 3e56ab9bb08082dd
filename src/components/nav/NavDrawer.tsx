import * as React from 'react';
import Box from '@mui/material/Box';
import site from '../../config/site.json';
import type { SidebarPage } from '../../domain/sidebar';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';
import { DRAWER_WIDTH, HEADER_HEIGHT } from '../../theme/brandTheme';
import { NavList } from './NavTree';
import { ProductSwitcher } from './ProductSwitcher';
import { VersionMenu } from './VersionMenu';

const extras = site.extras as SidebarPage[];

function DrawerContent({ scrollRef }: { scrollRef?: React.Ref<HTMLDivElement> }) {
  const { product, sidebar } = useRouteData();
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: HEADER_HEIGHT, borderBottom: 1, borderColor: 'divider' }}>
        {product ? <Box component="img" src={product.logo} alt="" width={24} height={24} /> : null}
        <ProductSwitcher />
        <Box sx={{ flexGrow: 1 }} />
        <VersionMenu />
      </Box>
      <Box ref={scrollRef} component="nav" aria-label={t('nav.label')} sx={{ flexGrow: 1, overflowY: 'auto', px: 1, py: 1.5 }}>
        <NavList pages={sidebar} />
        <Box component="hr" sx={{ my: 1.5, mx: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
        <NavList pages={extras} />
      </Box>
    </Box>
  );
}

/** Scrolls the active link into view inside the drawer (not the page), when it is off screen. */
function useActiveLinkInView(ref: React.RefObject<HTMLDivElement>) {
  React.useEffect(() => {
    const container = ref.current;
    const active = container?.querySelector<HTMLElement>('.app-drawer-active');
    if (!container || !active) return;
    const c = container.getBoundingClientRect();
    const a = active.getBoundingClientRect();
    if (a.top < c.top + 120 || a.bottom > c.bottom - 120) {
      container.scrollTop += a.top - c.top - c.height / 2;
    }
  }, [ref]);
}

/** Loaded on first open (small screens only): the swipeable drawer stays out of the first-load JavaScript. */
const MobileNavDrawer = React.lazy(() => import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })));

/** A fixed column on wide screens; a swipeable drawer below the lg breakpoint. */
export function NavDrawer({ mobileOpen, onClose, onOpen }: { mobileOpen: boolean; onClose: () => void; onOpen: () => void }) {
  const scrollRef = React.useRef<HTMLDivElement>(null);
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
            <DrawerContent />
          </MobileNavDrawer>
        </React.Suspense>
      ) : null}
      <Box sx={{ display: { xs: 'none', lg: 'block' }, width: DRAWER_WIDTH, flexShrink: 0 }}>
        <Box
          sx={{
            position: 'fixed',
            top: 0,
            bottom: 0,
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
            zIndex: 'drawer',
          }}
        >
          <DrawerContent scrollRef={scrollRef} />
        </Box>
      </Box>
    </React.Fragment>
  );
}
