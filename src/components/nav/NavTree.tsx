import * as React from 'react';
import { cachedProductNav, loadProductNav } from 'docs-nav-data';
import { toPageUrl } from '../../domain/routing';
import { CLIENT_ROUTING_ATTRIBUTE } from '../../domain/markdown';
import {
  containsPathname,
  findNavNode,
  keySidebarTree,
  navGroupChildren,
  navItemsMarkup,
  NAV_ACTIVE_CLASS,
  NAV_GROUP_ATTRIBUTE,
  PAGE_FLAGS,
  type NavMarkupOptions,
  type NavNode,
  type SidebarPage,
} from '../../domain/sidebar';
import type { Translate } from '../../domain/i18n';
import { useRouteData } from '../../providers/RouteDataProvider';
import { NAV_ICONS } from './navIcons';
import { NAV_CLASS } from '../../theme/classNames';

/**
 * The sidebar. Its entries are HTML built from the product's navigation (src/domain/sidebar/navMarkup.ts),
 * not React elements: at build time for each page's server HTML, in the browser when a closed group opens or
 * another page is reached. Hydration adopts the server's markup as it is, so a sidebar of any size costs no
 * start-up work; one click listener per list opens and closes groups. Links are plain anchors routed on the
 * client by the delegated listener (src/markdown/interactions.ts, `data-client-routing`).
 */

const ROOT_ATTRIBUTE = 'data-nav-root';
/** The page whose sidebar the list shows (language and pathname), so a list from another page is recognised. */
const PAGE_ATTRIBUTE = 'data-nav-page';
/** The navigation file the list was drawn from (group keys only mean something within one file). */
const SOURCE_ATTRIBUTE = 'data-nav-source';

type Tree = { kind: 'product'; url: string } | { kind: 'static'; tree: NavNode[] };

function markupOptions(
  t: Translate,
  language: NavMarkupOptions['language'],
  activePathname: string,
  isOpen: NavMarkupOptions['isOpen'],
  idPrefix: string,
): NavMarkupOptions {
  return {
    idPrefix,
    language,
    activePathname,
    isOpen,
    icons: NAV_ICONS,
    labels: {
      plans: { pro: t('nav.proPlan'), premium: t('nav.premiumPlan') },
      chips: Object.fromEntries(PAGE_FLAGS.map((flag) => [flag, t(`chip.${flag}`)])) as NavMarkupOptions['labels']['chips'],
    },
  };
}

const sourceName = (source: Tree) => (source.kind === 'product' ? source.url : 'static');
const treeOf = (source: Tree): NavNode[] | null => (source.kind === 'static' ? source.tree : (cachedProductNav(source.url)?.tree ?? null));
const loadTree = async (source: Tree): Promise<NavNode[]> => (source.kind === 'static' ? source.tree : (await loadProductNav(source.url)).tree);

/** The groups open in a list now (kept open when the list is redrawn for another page of the product). */
function openGroups(list: Element | null): Set<string> {
  return new Set([...(list?.querySelectorAll(`[${NAV_GROUP_ATTRIBUTE}][aria-expanded="true"]`) ?? [])].map((b) => b.getAttribute(NAV_GROUP_ATTRIBUTE)!));
}

function NavMarkupList({ id, source, idPrefix }: { id: string; source: Tree; idPrefix: string }) {
  const { pathname, language, t } = useRouteData();
  const page = `${language}:${pathname}`;
  const ref = React.useRef<HTMLUListElement>(null);
  const options = React.useCallback((isOpen: NavMarkupOptions['isOpen']) => markupOptions(t, language, pathname, isOpen, idPrefix), [t, language, pathname, idPrefix]);
  const build = React.useCallback(
    (tree: NavNode[], keepOpen: Set<string>) =>
      navItemsMarkup(
        tree,
        0,
        options((node) => keepOpen.has(node.key) || containsPathname(node, pathname)),
      ),
    [options, pathname],
  );
  const drawnFrom = sourceName(source);
  const [state, setState] = React.useState<{ page: string; source: string; html: string }>(() => {
    // In the browser the server's list is adopted as it is (hydration then compares nothing inside it).
    const existing = typeof document === 'undefined' ? null : document.querySelector(`[${ROOT_ATTRIBUTE}="${id}"]`);
    if (existing) return { page: existing.getAttribute(PAGE_ATTRIBUTE) ?? '', source: existing.getAttribute(SOURCE_ATTRIBUTE) ?? '', html: existing.innerHTML };
    const tree = treeOf(source);
    return tree ? { page, source: drawnFrom, html: build(tree, new Set()) } : { page: '', source: '', html: '' };
  });

  // Another page (client-side navigation): the active link moves, and its group opens if it was closed.
  React.useEffect(() => {
    if (state.page === page && state.source === drawnFrom) return undefined;
    const list = ref.current;
    const sameSource = state.source === drawnFrom;
    const href = toPageUrl(pathname, language);
    const link = list?.querySelector<HTMLAnchorElement>(`a.nav-item[href="${CSS.escape(href)}"]`);
    if (list && link && sameSource && state.page.split(':')[0] === language) {
      list.querySelectorAll(`.${NAV_ACTIVE_CLASS}`).forEach((a) => {
        a.classList.remove(NAV_ACTIVE_CLASS);
        a.removeAttribute('aria-current');
      });
      link.classList.add(NAV_ACTIVE_CLASS);
      link.setAttribute('aria-current', 'page');
      // The same markup string: React leaves the list's content, edited in place, as it is.
      setState((current) => ({ ...current, page }));
      return undefined;
    }
    let active = true;
    const keep = sameSource ? openGroups(list) : new Set<string>();
    void loadTree(source).then((tree) => active && setState({ page, source: drawnFrom, html: build(tree, keep) }));
    return () => {
      active = false;
    };
  }, [state.page, state.source, page, drawnFrom, pathname, language, source, build]);

  // Opening a group draws its entries (the product's navigation is fetched on first need); closing removes them.
  React.useEffect(() => {
    const list = ref.current;
    if (!list) return undefined;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.(`button[${NAV_GROUP_ATTRIBUTE}]`);
      if (!button || !list.contains(button)) return;
      const key = button.getAttribute(NAV_GROUP_ATTRIBUTE)!;
      const controlled = button.getAttribute('aria-controls');
      if (button.getAttribute('aria-expanded') === 'true') {
        button.setAttribute('aria-expanded', 'false');
        button.removeAttribute('aria-controls');
        if (controlled) document.getElementById(controlled)?.remove();
        return;
      }
      void loadTree(source).then((tree) => {
        const node = findNavNode(tree, key);
        if (!node || button.getAttribute('aria-expanded') === 'true') return;
        const depth = Number(button.getAttribute('data-depth') ?? 0);
        const opts = options((n) => containsPathname(n, pathname));
        button.insertAdjacentHTML('afterend', navGroupChildren(node, depth, opts));
        button.setAttribute('aria-expanded', 'true');
        button.setAttribute('aria-controls', `${idPrefix}-${key}`);
      });
    };
    // Fetching the product's navigation as soon as the reader reaches for the sidebar.
    const warm = () => void loadTree(source).catch(() => undefined);
    list.addEventListener('click', onClick);
    list.addEventListener('pointerenter', warm, { once: true });
    list.addEventListener('focusin', warm, { once: true });
    return () => {
      list.removeEventListener('click', onClick);
      list.removeEventListener('pointerenter', warm);
      list.removeEventListener('focusin', warm);
    };
  }, [source, options, pathname, idPrefix]);

  return (
    <ul
      ref={ref}
      className={NAV_CLASS}
      {...{ [ROOT_ATTRIBUTE]: id, [PAGE_ATTRIBUTE]: state.page, [SOURCE_ATTRIBUTE]: state.source, [CLIENT_ROUTING_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: state.html }}
    />
  );
}

/** The product's sidebar (`mobile`: the copy in the small-screen drawer, with its own element ids). */
export function ProductNavList({ mobile = false }: { mobile?: boolean }) {
  const { nav } = useRouteData();
  const source = React.useMemo<Tree | null>(() => (nav ? { kind: 'product', url: nav.url } : null), [nav]);
  if (!source) return null;
  return <NavMarkupList id={mobile ? 'product-mobile' : 'product'} source={source} idPrefix={mobile ? 'mnav' : 'nav'} />;
}

/** A fixed list of entries (the links under every product's sidebar). */
export function StaticNavList({ pages, mobile = false }: { pages: SidebarPage[]; mobile?: boolean }) {
  const source = React.useMemo<Tree>(() => ({ kind: 'static', tree: keySidebarTree(pages) }), [pages]);
  return <NavMarkupList id={mobile ? 'extras-mobile' : 'extras'} source={source} idPrefix={mobile ? 'mxnav' : 'xnav'} />;
}
