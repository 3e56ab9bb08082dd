import * as React from 'react';
import Box from '@mui/material/Box';
import { AppFooter } from '../components/AppFooter';
import { AppHeader } from '../components/AppHeader';
import { BackToTop } from '../components/BackToTop';
import { NavDrawer } from '../components/nav/NavDrawer';
import { PageHead } from '../components/PageHead';
import { PrevNextLinks } from '../components/PrevNextLinks';
import { MAIN_CONTENT_ID, SkipToContent } from '../components/SkipToContent';
import { TableOfContents } from '../components/TableOfContents';
import { useRouteData } from '../providers/RouteDataProvider';
import { TOC_WIDTH } from '../theme/brandTheme';
import { CLIENT_ROUTING_ATTRIBUTE } from '../domain/markdown';

/** Loaded on first open: the drawer's controls stay out of every page's first-load JavaScript. */
const SettingsDrawer = React.lazy(() => import('../components/settings/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/** The page shell: header, product navigation, content column, table of contents, footer. */
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
    <Box sx={{ display: 'flex', minHeight: '100vh' }} {...{ [CLIENT_ROUTING_ATTRIBUTE]: '' }}>
      <PageHead />
      <SkipToContent />
      {hasNav ? <NavDrawer mobileOpen={navOpen} onOpen={() => setNavOpen(true)} onClose={() => setNavOpen(false)} /> : null}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <AppHeader hasNav={hasNav} onOpenNav={() => setNavOpen(true)} onOpenSettings={openSettings} />
        {/* Columns fixed by the grid, not by their content: on a slow link the table of contents arrives after
            the article, and must not narrow it when it does. 63rem is 105ch of IBM Plex Sans, in rem so a font
            swap cannot resize the column either. */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: hasToc ? `minmax(0, 63rem) ${TOC_WIDTH}px` : 'minmax(0, 63rem)' },
            justifyContent: 'center',
            columnGap: 4,
            px: { xs: 2, sm: 4 },
            pt: 4,
          }}
        >
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ minWidth: 0, outline: 'none' }}>
            {children}
            <PrevNextLinks />
            <AppFooter />
          </Box>
          <TableOfContents />
        </Box>
      </Box>
      <BackToTop />
      {settingsLoaded ? (
        <React.Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </React.Suspense>
      ) : null}
    </Box>
  );
}
