import * as React from 'react';
import { LAYOUT_CLASS } from '../../theme/classNames';
import { mobileNavPart, partComponent } from '../lazyParts';
import { DrawerContent } from './DrawerContent';
import { scrollActiveLinkIntoView } from './navInteractions';

/** Scrolls the active link into view inside the drawer (not the page), when it is off screen. */
function useActiveLinkInView(ref: React.RefObject<HTMLElement>) {
  React.useEffect(() => {
    if (ref.current) scrollActiveLinkIntoView(ref.current);
  }, [ref]);
}

/** Loaded on first open (small screens only): the swipeable drawer stays out of the first-load JavaScript. */
const MobileNav = partComponent(mobileNavPart, (m) => m.MobileNav);

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
          <MobileNav open={mobileOpen} onClose={onClose} onOpen={onOpen} />
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
