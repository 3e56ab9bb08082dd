import * as React from 'react';
import { AppFooter } from '../components/AppFooter';
import { AppHeader } from '../components/AppHeader';
import { BackToTop } from '../components/BackToTop';
import { NavDrawer } from '../components/nav/NavDrawer';
import { PrevNextLinks } from '../components/PrevNextLinks';
import { MAIN_CONTENT_ID, SkipToContent } from '../components/SkipToContent';
import { TableOfContents } from '../components/TableOfContents';
import { partComponent, settingsDrawerPart } from '../components/lazyParts';
import { OfflineSupport } from '../components/offline/OfflineSupport';
import { useRouteData } from '../providers/RouteDataProvider';
import { CLIENT_ROUTING_ATTRIBUTE } from '../domain/markdown';
import { LAYOUT_CLASS, WITH_TOC_ATTRIBUTE } from '../theme/classNames';

/** Loaded on first open: the drawer's controls stay out of every page's first-load JavaScript. */
const SettingsDrawer = partComponent(settingsDrawerPart, (m) => m.SettingsDrawer);

/** The page shell: header, product navigation, content column, table of contents, footer (layoutStyles.ts). */
export function DocsLayout({ children }: { children: React.ReactNode }) {
  const { product, toc } = useRouteData();
  const hasToc = toc.length > 0;
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsLoaded, setSettingsLoaded] = React.useState(false);
  const openSettings = React.useCallback(() => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  }, []);
  const hasNav = product !== null;
  return (
    // Internal links anywhere in the shell route on the client through one delegated listener.
    <div className={LAYOUT_CLASS.root} {...{ [CLIENT_ROUTING_ATTRIBUTE]: '' }}>
      <SkipToContent />
      {hasNav ? <NavDrawer mobileOpen={navOpen} onOpen={() => setNavOpen(true)} onClose={() => setNavOpen(false)} /> : null}
      <div className={LAYOUT_CLASS.column}>
        <AppHeader hasNav={hasNav} onOpenNav={() => setNavOpen(true)} onOpenSettings={openSettings} />
        <div className={LAYOUT_CLASS.content} {...(hasToc ? { [WITH_TOC_ATTRIBUTE]: '' } : {})}>
          <main className={LAYOUT_CLASS.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
            {children}
            <PrevNextLinks />
            <AppFooter />
          </main>
          <TableOfContents />
        </div>
      </div>
      <BackToTop />
      <OfflineSupport />
      {settingsLoaded ? (
        <React.Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </React.Suspense>
      ) : null}
    </div>
  );
}
