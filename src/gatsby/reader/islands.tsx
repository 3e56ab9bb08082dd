import * as React from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { FEEDBACK_ID } from '../../domain/markdown';
import { APP_START_EVENT, ISLANDS_ROOT_ATTRIBUTE, type Island } from '../../domain/page/appLoading';
import { pageDataUrl } from '../../domain/offline/policy';
import { islandRouteInput, resolveRouteData, type IslandPageData } from '../../domain/page/routeData';
import { CodePreferencesProvider } from '../../providers/CodePreferencesProvider';
import { DocsThemeProvider } from '../../providers/DocsThemeProvider';
import { RouteDataProvider } from '../../providers/RouteDataProvider';
import { ThemeStateProvider } from '../../providers/ThemeStateProvider';
import { mobileNavPart, pageFeedbackPart, partComponent, searchDialogPart, settingsDrawerPart } from '../../components/lazyParts';
import { composeProviders } from '../composeProviders';

/**
 * The islands of a page read without the app (issue 35; webpack chunk of the reader, loaded on first need): the
 * settings drawer, the search dialog and the small screens' navigation drawer mounted alone, in a root of their own at
 * the end of <body>, with the app's providers of theme, colour mode and code preferences (all of them act on the
 * document: its classes, storage, cookies, style sheets), and the page's route data read from its page-data.json. No
 * Gatsby runtime, no hydration: the rest of the page stays the server's, served by the reader. When the whole app
 * starts (a demo, another control), the islands unmount and the app's own drawers and dialog take over.
 *
 * The page feedback widget is an island in its place: a `display: contents` element (marked as the islands' root, so
 * the reader leaves presses in it alone) takes the server's section's place in the same task as the island's
 * identical section is drawn into it (no frame shows either missing), and the press that asked for it is replayed on
 * its counterpart. When the app starts, the server's section goes back (the app hydrates the server's markup); the
 * reader's vote and unsent comment are in storage, where the app's widget reads them.
 */

const SettingsDrawer = partComponent(settingsDrawerPart, (module) => module.SettingsDrawer);
const SearchDialog = partComponent(searchDialogPart, (module) => module.SearchDialog);
const MobileNav = partComponent(mobileNavPart, (module) => module.MobileNav);
const PageFeedback = partComponent(pageFeedbackPart, (module) => module.PageFeedback);

const PARTS: Record<Island, { load: () => Promise<unknown> }> = {
  settings: settingsDrawerPart,
  search: searchDialogPart,
  nav: mobileNavPart,
  feedback: pageFeedbackPart,
};

/** The feedback island's element, in the server's section's place, and that section (put back when the app starts). */
interface FeedbackPlace {
  host: HTMLElement;
  server: HTMLElement;
}
let feedbackPlace: FeedbackPlace | null = null;

const IslandProviders = composeProviders([ThemeStateProvider, CodePreferencesProvider, DocsThemeProvider]);

interface IslandsControl {
  open: (island: Island, query: string, opener: HTMLElement | null) => void;
}

interface SearchState {
  open: boolean;
  query: string;
  /** Counts openings: each one starts a fresh dialog (as SiteSearch does). */
  session: number;
}

function Islands({ container, onReady }: { container: HTMLElement; onReady: (control: IslandsControl) => void }) {
  const [settings, setSettings] = React.useState<boolean | null>(null); // null until first opened
  const [nav, setNav] = React.useState<boolean | null>(null);
  const [search, setSearch] = React.useState<SearchState | null>(null);
  const [feedback, setFeedback] = React.useState<HTMLElement | null>(null);
  const opener = React.useRef<HTMLElement | null>(null);
  const restoreFocus = React.useRef(false);

  React.useEffect(() => {
    onReady({
      open: (island, query, from) => {
        if (island === 'feedback') {
          let press = from;
          const server = document.getElementById(FEEDBACK_ID);
          if (server && !feedbackPlace) {
            const host = document.createElement('div');
            host.setAttribute(ISLANDS_ROOT_ATTRIBUTE, 'feedback');
            host.style.display = 'contents';
            server.before(host);
            // A press in the server's section is replayed on the same button of the island's (same markup, same order).
            const pressed = from && server.contains(from) ? [...server.querySelectorAll('button')].indexOf(from.closest('button')!) : -1;
            flushSync(() => setFeedback(host));
            server.remove();
            feedbackPlace = { host, server };
            press = pressed >= 0 ? host.querySelectorAll('button')[pressed] : from;
          }
          press?.click(); // a vote, or a section's comment link (the widget listens for those on the document)
          return;
        }
        if (island === 'settings' || island === 'nav') {
          (island === 'settings' ? setSettings : setNav)(true);
          return;
        }
        opener.current = from;
        // Open already: what was typed on the page while it appeared belongs to its field.
        setSearch((s) => (s?.open ? { ...s, query: s.query + query } : { open: true, query, session: (s?.session ?? 0) + 1 }));
      },
    });
  }, [onReady]);

  const searchOpen = search?.open ?? false;
  React.useEffect(() => {
    // Focus back where it was once the dialog's focus trap has let go, unless the reader chose a result.
    if (searchOpen || !restoreFocus.current) return;
    restoreFocus.current = false;
    if (opener.current?.isConnected) opener.current.focus();
  }, [searchOpen]);

  return (
    <React.Fragment>
      {settings !== null ? (
        <React.Suspense fallback={null}>
          <SettingsDrawer open={settings} onClose={() => setSettings(false)} container={container} />
        </React.Suspense>
      ) : null}
      {nav !== null ? (
        <React.Suspense fallback={null}>
          <MobileNav open={nav} onOpen={() => setNav(true)} onClose={() => setNav(false)} container={container} />
        </React.Suspense>
      ) : null}
      {feedback ? createPortal(<PageFeedback />, feedback) : null}
      {search ? (
        <React.Suspense fallback={null}>
          <SearchDialog
            key={search.session}
            open={search.open}
            initialQuery={search.query}
            container={container}
            onClose={(restore) => {
              restoreFocus.current = restore;
              setSearch((s) => s && { ...s, open: false });
            }}
          />
        </React.Suspense>
      ) : null}
    </React.Fragment>
  );
}

async function mountIslands(pageData: Promise<IslandPageData>): Promise<IslandsControl> {
  const input = islandRouteInput(await pageData, document.title);
  if (!input) throw new Error(`${pageDataUrl(window.location.pathname)} is not a page's data`);
  const route = resolveRouteData(input);
  const container = document.createElement('div');
  container.setAttribute(ISLANDS_ROOT_ATTRIBUTE, '');
  document.body.appendChild(container);
  const root = createRoot(container);
  window.addEventListener(
    APP_START_EVENT,
    () => {
      root.unmount();
      container.remove();
      if (feedbackPlace) feedbackPlace.host.replaceWith(feedbackPlace.server);
      feedbackPlace = null;
    },
    { once: true },
  );
  return new Promise((resolve) => {
    root.render(
      <IslandProviders>
        <RouteDataProvider value={route}>
          <Islands container={container} onReady={resolve} />
        </RouteDataProvider>
      </IslandProviders>,
    );
  });
}

let islands: Promise<IslandsControl> | null = null;

/**
 * Opens an island (mounting the islands the first time, from `pageData`: the page's page-data.json); `query`: what
 * the search field starts with; `opener`: where focus goes back when the search closes. Rejects when the islands
 * cannot mount (their data or code unreachable): the reader then loads the app, which serves the same press; the next
 * opening tries again.
 */
export async function openIsland(island: Island, query: string, opener: HTMLElement | null, pageData: () => Promise<IslandPageData>): Promise<void> {
  if (island === 'feedback' && !document.getElementById(FEEDBACK_ID)) throw new Error(`no #${FEEDBACK_ID} on this page`);
  // The island's own chunk downloads while the islands mount (a failure: its component loads it again when drawn).
  const part = PARTS[island].load();
  part.catch(() => undefined);
  islands ??= mountIslands(pageData()).catch((error: unknown) => {
    islands = null;
    throw error;
  });
  const control = await islands;
  // The feedback is drawn in the same task as the server's section leaves: its module must have arrived (a failure: the app serves).
  if (island === 'feedback') await part;
  control.open(island, query, opener);
}
