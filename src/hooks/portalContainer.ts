import * as React from 'react';

/**
 * Where the portals of menus opened inside a part go (undefined: `<body>`, MUI's default). An island of a page read
 * without the app (src/gatsby/reader/islands.tsx) sets its root, which the reader leaves alone: a menu portalled to
 * `<body>` would be outside it, and its presses taken for the app's.
 */
export const PortalContainer = React.createContext<HTMLElement | undefined>(undefined);
