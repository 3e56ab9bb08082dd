import * as React from 'react';
import { cachedProductNav, loadProductNav } from 'docs-nav-data';
import { CLIENT_ROUTING_ATTRIBUTE } from '../../domain/markdown';
import { keySidebarTree, PAGE_FLAGS, type NavLabels, type NavNode, type SidebarPage } from '../../domain/sidebar';
import type { Translate } from '../../domain/i18n';
import { useRouteData } from '../../providers/RouteDataProvider';
import { NAV_CLASS } from '../../theme/classNames';
import {
  drawNavList,
  installNavInteractions,
  navPageName,
  NAV_LABELS_ATTRIBUTE,
  NAV_PAGE_ATTRIBUTE,
  NAV_ROOT_ATTRIBUTE,
  NAV_SOURCE_ATTRIBUTE,
  type NavSource,
} from './navInteractions';

/**
 * The sidebar. Its entries are HTML built from the product's navigation (src/domain/sidebar/navMarkup.ts),
 * not React elements: at build time for each page's server HTML, in the browser when a closed group opens or
 * another page is reached. Hydration adopts the server's markup as it is, so a sidebar of any size costs no
 * start-up work; after that the list's content is its behaviour's (src/components/nav/navInteractions.ts:
 * groups opening and closing, the active mark following the page). Links are plain anchors routed on the
 * client by the delegated listener (src/markdown/interactions.ts, `data-client-routing`).
 */

const navLabels = (t: Translate): NavLabels => ({
  plans: { pro: t('nav.proPlan'), premium: t('nav.premiumPlan') },
  chips: Object.fromEntries(PAGE_FLAGS.map((flag) => [flag, t(`chip.${flag}`)])) as NavLabels['chips'],
});

const productSource = (url: string): NavSource => ({
  name: url,
  cached: () => cachedProductNav(url)?.tree ?? null,
  load: async () => (await loadProductNav(url)).tree,
});
const staticSource = (tree: NavNode[]): NavSource => ({ name: 'static', cached: () => tree, load: async () => tree });

function NavMarkupList({ id, source, idPrefix }: { id: string; source: NavSource; idPrefix: string }) {
  const { pathname, language, t } = useRouteData();
  const labels = React.useMemo(() => navLabels(t), [t]);
  const ref = React.useRef<HTMLUListElement>(null);
  // For a page read without the app (src/gatsby/reader/), which opens the groups of a product's list itself.
  const readerLabels = React.useMemo(() => (source.name.startsWith('/') ? JSON.stringify({ ...labels, idPrefix }) : undefined), [source.name, labels, idPrefix]);
  // What the first render draws; React never rewrites it (the same string each render), the behaviour edits it.
  const [initial] = React.useState<{ page: string; source: string; html: string }>(() => {
    // In the browser the server's list is adopted as it is (hydration then compares nothing inside it).
    const existing = typeof document === 'undefined' ? null : document.querySelector(`[${NAV_ROOT_ATTRIBUTE}="${id}"]`);
    if (existing) return { page: existing.getAttribute(NAV_PAGE_ATTRIBUTE) ?? '', source: existing.getAttribute(NAV_SOURCE_ATTRIBUTE) ?? '', html: existing.innerHTML };
    const tree = source.cached();
    const page = { pathname, language };
    return tree ? { page: navPageName(page), source: source.name, html: drawNavList(tree, { source, page, labels, idPrefix }) } : { page: '', source: '', html: '' };
  });

  React.useEffect(() => {
    const list = ref.current;
    return list ? installNavInteractions(list, { source, page: { pathname, language }, labels, idPrefix }) : undefined;
  }, [source, pathname, language, labels, idPrefix]);

  return (
    <ul
      ref={ref}
      className={NAV_CLASS}
      {...{
        [NAV_ROOT_ATTRIBUTE]: id,
        [NAV_PAGE_ATTRIBUTE]: initial.page,
        [NAV_SOURCE_ATTRIBUTE]: initial.source,
        [NAV_LABELS_ATTRIBUTE]: readerLabels,
        [CLIENT_ROUTING_ATTRIBUTE]: '',
      }}
      dangerouslySetInnerHTML={{ __html: initial.html }}
    />
  );
}

/** The product's sidebar (`mobile`: the copy in the small-screen drawer, with its own element ids). */
export function ProductNavList({ mobile = false }: { mobile?: boolean }) {
  const url = useRouteData().nav?.url;
  const source = React.useMemo(() => (url ? productSource(url) : null), [url]);
  if (!source) return null;
  return <NavMarkupList id={mobile ? 'product-mobile' : 'product'} source={source} idPrefix={mobile ? 'mnav' : 'nav'} />;
}

/** A fixed list of entries (the links under every product's sidebar). */
export function StaticNavList({ pages, mobile = false }: { pages: SidebarPage[]; mobile?: boolean }) {
  const source = React.useMemo(() => staticSource(keySidebarTree(pages)), [pages]);
  return <NavMarkupList id={mobile ? 'extras-mobile' : 'extras'} source={source} idPrefix={mobile ? 'mxnav' : 'xnav'} />;
}
