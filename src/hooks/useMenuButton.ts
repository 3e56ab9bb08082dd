import * as React from 'react';
import { PortalContainer } from './portalContainer';

/** State and ARIA wiring of a button that opens a MUI Menu (its portal where PortalContainer says). */
export function useMenuButton() {
  const container = React.useContext(PortalContainer);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  // Stays true after the first open, so a lazily loaded menu can animate its close.
  const [everOpened, setEverOpened] = React.useState(false);
  const menuId = React.useId();
  const close = React.useCallback(() => setAnchor(null), []);
  return {
    close,
    everOpened,
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? true : undefined,
      'aria-controls': anchor ? menuId : undefined,
      onClick: (event: React.MouseEvent<HTMLElement>) => {
        setEverOpened(true);
        setAnchor(event.currentTarget);
      },
    },
    menuProps: { id: menuId, anchorEl: anchor, open: Boolean(anchor), onClose: close, container },
  };
}
