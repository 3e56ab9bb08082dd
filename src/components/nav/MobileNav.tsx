import * as React from 'react';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import { DRAWER_WIDTH } from '../../theme/brandTheme';
import { PortalContainer } from '../../hooks/portalContainer';
import { DrawerContent } from './DrawerContent';

/**
 * The navigation as a swipeable drawer on small screens: the app's (NavDrawer), or an island's on a page read without
 * the app (src/gatsby/reader/islands.tsx). `container`: where its portal and its menus' go (the islands' root).
 */
export function MobileNav({ open, onClose, onOpen, container }: { open: boolean; onClose: () => void; onOpen: () => void; container?: HTMLElement }) {
  return (
    <PortalContainer.Provider value={container}>
      <MobileNavDrawer open={open} onClose={onClose} onOpen={onOpen} container={container}>
        <DrawerContent mobile />
      </MobileNavDrawer>
    </PortalContainer.Provider>
  );
}

function MobileNavDrawer({
  open,
  onClose,
  onOpen,
  container,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onOpen: () => void;
  container?: HTMLElement;
  children: React.ReactNode;
}) {
  return (
    <SwipeableDrawer
      open={open}
      onClose={onClose}
      onOpen={onOpen}
      ModalProps={{ container }}
      disableDiscovery
      sx={{ display: { lg: 'none' } }}
      PaperProps={{ sx: { width: DRAWER_WIDTH, boxSizing: 'border-box', bgcolor: 'background.default' } }}
    >
      {children}
    </SwipeableDrawer>
  );
}
