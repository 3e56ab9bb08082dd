import * as React from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { FEEDBACK_ID } from '../../domain/markdown';
import { DEMO_ROOT_CLASS, type DemoMap } from '../../domain/demo';
import { elementAt, elementPath } from '../../demos/activation';
import { DemosProvider } from '../../providers/DemosProvider';
import { APP_START_EVENT, ISLANDS_ROOT_ATTRIBUTE, type Island } from '../../domain/page/appLoading';
import { pageDataUrl } from '../../domain/offline/policy';
import { islandRouteInput, resolveRouteData, type IslandPageData } from '../../domain/page/routeData';
import { CodePreferencesProvider } from '../../providers/CodePreferencesProvider';
import { DocsThemeProvider } from '../../providers/DocsThemeProvider';
import { RouteDataProvider } from '../../providers/RouteDataProvider';
import { ThemeStateProvider } from '../../providers/ThemeStateProvider';
import { definePart, mobileNavPart, pageActionsPart, pageFeedbackPart, partComponent, searchDialogPart, settingsDrawerPart } from '../../components/lazyParts';
import { PAGE_ACTIONS_CLASS } from '../../theme/classNames';
import { composeProviders } from '../composeProviders';

/**
 * The islands of a page read without the app (issue 35; webpack chunk of the reader, loaded on first need): the
 * settings drawer, the search dialog and the small screens' navigation drawer mounted alone, in a root of their own at
 * the end of <body>, with the app's providers of theme, colour mode and code preferences (all of them act on the
 * document: its classes, storage, cookies, style sheets), and the page's route data read from its page-data.json. No
 * Gatsby runtime, no hydration: the rest of the page stays the server's, served by the reader. When the whole app
 * starts (a control still the app's: the sidebar's menus), the islands unmount and the app's own parts take over.
 *
 * The page feedback widget, each live demo and the page's actions are islands in their place: a `display: contents`
 * element (marked as the islands' root, so the reader leaves presses in it alone) takes the server's element's place in
 * the same task as the island's identical markup is drawn into it through a portal (no frame shows either missing), and
 * the press that asked for it is replayed on its counterpart (focus too). A demo's island draws the server's preview until its code
 * has arrived, as the app's does (src/demos/LiveDemo.browser.tsx). When the app starts, the server's elements go back
 * (the app hydrates the server's markup); the reader's vote and unsent comment are in storage, where the app's widget
 * reads them; a demo is the server's preview again until the reader reaches for it.
 */

const SettingsDrawer = partComponent(settingsDrawerPart, (module) => module.SettingsDrawer);
const SearchDialog = partComponent(searchDialogPart, (module) => module.SearchDialog);
const MobileNav = partComponent(mobileNavPart, (module) => module.MobileNav);
const PageFeedback = partComponent(pageFeedbackPart, (module) => module.PageFeedback);
const PageActions = partComponent(pageActionsPart, (module) => module.PageActions);
/** A live demo with its toolbar and source (the app's template draws the same component). */
const demoPart = definePart(() => import('../../demos/frame/Demo'));
const Demo = partComponent(demoPart, (module) => module.Demo);

const PARTS: Record<Island, { load: () => Promise<unknown> }> = {
  settings: settingsDrawerPart,
  search: searchDialogPart,
  nav: mobileNavPart,
  feedback: pageFeedbackPart,
  demo: demoPart,
  actions: pageActionsPart,
};

/** An island drawn in a server element's place: its element, and the server's (put back when the app starts). */
interface Place {
  host: HTMLElement;
  server: HTMLElement;
}
const places: Place[] = [];

/** The page's demos that are still the server's. */
function serverDemos(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`.${DEMO_ROOT_CLASS}`)].filter((demo) => !demo.closest(`[${ISLANDS_ROOT_ATTRIBUTE}]`));
}

/** Where each island drawn in place is in the server's markup: the feedback section, the pressed demo, the page's actions. */
const SERVER_ELEMENT: Record<'feedback' | 'demo' | 'actions', (from: HTMLElement | null) => HTMLElement | null> = {
  feedback: () => document.getElementById(FEEDBACK_ID),
  demo: (from) => from?.closest<HTMLElement>(`.${DEMO_ROOT_CLASS}`) ?? null,
  actions: (from) => from?.closest<HTMLElement>(`.${PAGE_ACTIONS_CLASS.root}`) ?? null,
};

/** The server's element an island drawn in place stands for, if it is still the server's; null when there is none. */
function serverElementOf(island: keyof typeof SERVER_ELEMENT, from: HTMLElement | null): HTMLElement | null {
  const element = SERVER_ELEMENT[island](from);
  return element && !element.closest(`[${ISLANDS_ROOT_ATTRIBUTE}]`) ? element : null;
}

/**
 * Draws islands in the server elements' places, in one task: a host goes before each server element, `draw` commits
 * the islands' markup into them (flushSync), the server's elements leave. Returns the islands' counterpart of `from`
 * (the same path through the same markup; `from` itself when it is in none), and gives focus back to the counterpart
 * of what had it.
 */
function drawInPlace(servers: HTMLElement[], island: Island, from: HTMLElement | null, draw: (hosts: HTMLElement[]) => void): HTMLElement | null {
  const active = document.activeElement;
  const hosts = servers.map((server) => {
    const host = document.createElement('div');
    host.setAttribute(ISLANDS_ROOT_ATTRIBUTE, island);
    host.style.display = 'contents';
    server.before(host);
    return host;
  });
  flushSync(() => draw(hosts));
  let press = from;
  servers.forEach((server, i) => {
    const root = hosts[i].firstElementChild;
    const pressed = from ? elementPath(server, from) : null;
    const focused = active ? elementPath(server, active) : null;
    server.remove();
    places.push({ host: hosts[i], server });
    if (root && focused) elementAt(root, focused)?.focus();
    if (root && pressed) press = elementAt(root, pressed);
  });
  return press;
}

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

function Islands({ container, pageDemos, onReady }: { container: HTMLElement; pageDemos: DemoMap; onReady: (control: IslandsControl) => void }) {
  const [settings, setSettings] = React.useState<boolean | null>(null); // null until first opened
  const [nav, setNav] = React.useState<boolean | null>(null);
  const [search, setSearch] = React.useState<SearchState | null>(null);
  const [feedback, setFeedback] = React.useState<HTMLElement | null>(null);
  const [actions, setActions] = React.useState<{ host: HTMLElement; twin: string } | null>(null);
  const [demos, setDemos] = React.useState<Array<{ name: string; host: HTMLElement }>>([]);
  const opener = React.useRef<HTMLElement | null>(null);
  const restoreFocus = React.useRef(false);

  React.useEffect(() => {
    onReady({
      open: (island, query, from) => {
        if (island === 'feedback') {
          const server = serverElementOf(island, from);
          const press = server ? drawInPlace([server], island, from, ([host]) => setFeedback(host)) : from;
          press?.click(); // a vote, or a section's comment link (the widget listens for those on the document)
          return;
        }
        if (island === 'actions') {
          const server = serverElementOf(island, from);
          // The twin the server's "View as Markdown" link names.
          const twin = server?.querySelector('a[href$=".md"]')?.getAttribute('href');
          if (server && !twin) throw new Error('the page actions name no Markdown twin');
          const press = server && twin ? drawInPlace([server], island, from, ([host]) => setActions({ host, twin })) : from;
          press?.click(); // "Copy page" (the reader's press keeps its activation for the clipboard a few seconds)
          return;
        }
        if (island === 'demo' || island === 'settings') {
          // A demo: the one pressed. The settings: every demo of the page first, so that a code preference or the
          // direction chosen in the drawer shows in them, as in the app.
          const servers = island === 'demo' ? [serverElementOf(island, from)].filter((server) => server !== null) : serverDemos();
          const names = servers.map((server) => server.getAttribute('data-demo') ?? '');
          // A demo the page's data does not know (a build mismatch) is left to the app (openIsland rejects).
          const unknown = names.find((name) => !pageDemos[name]);
          if (unknown !== undefined) throw new Error(`the page's data has no demo "${unknown}"`);
          const press = servers.length
            ? drawInPlace(servers, 'demo', from, (hosts) => setDemos((list) => [...list, ...hosts.map((host, i) => ({ name: names[i], host }))]))
            : from;
          if (island === 'demo') {
            press?.click(); // a demo's control
            return;
          }
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
  }, [onReady, pageDemos]);

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
      {actions ? createPortal(<PageActions twin={actions.twin} />, actions.host) : null}
      {demos.length > 0 ? <DemosProvider value={pageDemos}>{demos.map(({ name, host }) => createPortal(<Demo name={name} />, host, name))}</DemosProvider> : null}
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
  const data = await pageData;
  const input = islandRouteInput(data, document.title);
  if (!input) throw new Error(`${pageDataUrl(window.location.pathname)} is not a page's data`);
  const pageDemos = data.result?.data?.mdx?.doc?.demos ?? {};
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
      for (const { host, server } of places.splice(0)) host.replaceWith(server);
    },
    { once: true },
  );
  return new Promise((resolve) => {
    root.render(
      <IslandProviders>
        <RouteDataProvider value={route}>
          <Islands container={container} pageDemos={pageDemos} onReady={resolve} />
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
  // The islands drawn in place are drawn in the same task as the server's element leaves: their module must have
  // arrived (a failure: the app serves the press). The settings draw the page's demos first.
  if (island in SERVER_ELEMENT) await part;
  if (island === 'settings' && serverDemos().length > 0) await demoPart.load();
  control.open(island, query, opener);
}
