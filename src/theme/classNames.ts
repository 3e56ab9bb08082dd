/**
 * The class names of the shell: what the components that draw the page frame put on their elements, and what the
 * rules of the shell style sheet (src/gatsby/shellSheet.ts, from the `*Styles.ts` files) select. Kept apart from the
 * rules, so a component names its classes without importing any rule.
 */
export const SHELL_CLASS = {
  button: 'MuiShell-button',
  iconButton: 'MuiShell-iconButton',
  link: 'MuiShell-link',
  icon: 'MuiShell-icon',
  /** The back-to-top button (src/components/backToTopInteractions.ts), shown while <html> has SCROLLED_ATTRIBUTE. */
  backToTop: 'MuiShell-backToTop',
} as const;

/** On <html> while the page is scrolled past the back-to-top button's threshold. */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/** The id of the page's main content: the skip link's target, focused by back to top. */
export const MAIN_CONTENT_ID = 'main-content';

export const STARTER_FRAME_CLASS = {
  root: 'MuiTemplateFrame-root',
  title: 'MuiTemplateFrame-title',
  actions: 'MuiTemplateFrame-actions',
  /** Below the bar: the template itself. */
  content: 'MuiTemplateFrame-content',
} as const;

/** The bar's height: starters size full-height layouts with the viewport below it (STARTER_HEIGHT_PROPERTY). */
export const STARTER_FRAME_HEIGHT = 48;

/** The sidebar's root class (src/components/nav/NavTree.tsx). */
export const NAV_CLASS = 'MuiNav-root';

export const HEADER_CLASS = 'MuiHeader-root';

/** The offline notice's class (src/components/offline/OfflineSupport.tsx). */
export const OFFLINE_NOTICE_CLASS = 'MuiDocs-offlineNotice';

/** The table of contents' root class (src/components/TableOfContents.tsx). */
export const TOC_CLASS = 'MuiToc-root';

/** The sponsor slot's classes (AdSlot, AdContent): rules of the shell style sheet (src/gatsby/shellSheet.ts). */
export const AD_CLASS = {
  root: 'MuiAd-root',
  content: 'MuiAd-content',
  network: 'MuiAd-network',
  display: 'MuiAd-display',
  image: 'MuiAd-image',
  description: 'MuiAd-description',
  poweredby: 'MuiAd-poweredby',
  appeal: 'MuiAd-appeal',
  feed: 'MuiAd-feed',
  feedPending: 'MuiAd-feedPending',
} as const;

/**
 * The page frame's classes (DocsLayout, PageShell, AppFooter, NavDrawer): plain elements styled by the shell
 * style sheet (src/gatsby/shellSheet.ts). Styled components here would write their rules into the body of every
 * page, and emotion's runtime moves each such tag to `<head>` at startup, each move making the browser
 * recompute the style of the whole page.
 */
export const LAYOUT_CLASS = {
  root: 'MuiLayout-root',
  column: 'MuiLayout-column',
  content: 'MuiLayout-content',
  main: 'MuiLayout-main',
  title: 'MuiLayout-title',
  description: 'MuiLayout-description',
  footer: 'MuiLayout-footer',
  drawerColumn: 'MuiNavDrawer-column',
  drawerPanel: 'MuiNavDrawer-panel',
  drawerContent: 'MuiNavDrawer-content',
  productCards: 'MuiHome-products',
} as const;

/** The page's actions under its description (Copy page, View as Markdown) and its source under the body (Edit this page,
 * Last updated): src/components/PageActions.tsx, rules in pageActionsStyles.ts. */
export const PAGE_ACTIONS_CLASS = {
  root: 'MuiPageActions-root',
  /** The two labels of the copy button, stacked in one cell: the button keeps the width of the longer one. */
  labels: 'MuiPageActions-labels',
  status: 'MuiPageActions-status',
  source: 'MuiPageActions-source',
} as const;

/** Set on the content grid when the page has a table of contents (a second column from md up). */
export const WITH_TOC_ATTRIBUTE = 'data-toc';
