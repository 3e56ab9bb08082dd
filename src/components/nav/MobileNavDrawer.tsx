import * as React from 'react';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import { DRAWER_WIDTH } from '../../theme/brandTheme';

/** The navigation as a swipeable drawer on small screens. */
export function MobileNavDrawer({ open, onClose, onOpen, children }: { open: boolean; onClose: () => void; onOpen: () => void; children: React.ReactNode }) {
  return (
    <SwipeableDrawer
      open={open}
      onClose={onClose}
      onOpen={onOpen}
      disableDiscovery
      sx={{ display: { lg: 'none' } }}
      PaperProps={{ sx: { width: DRAWER_WIDTH, boxSizing: 'border-box', bgcolor: 'background.default' } }}
    >
      {children}
    </SwipeableDrawer>
  );
}
