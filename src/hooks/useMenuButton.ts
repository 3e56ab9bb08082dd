import * as React from 'react';

/** State and ARIA wiring of a button that opens a MUI Menu. */
export function useMenuButton() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  const close = React.useCallback(() => setAnchor(null), []);
  return {
    close,
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? true : undefined,
      'aria-controls': anchor ? menuId : undefined,
      onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: { id: menuId, anchorEl: anchor, open: Boolean(anchor), onClose: close },
  };
}
