import type { Language } from '../../domain/languages';
import { toPageUrl } from '../../domain/routing';
import {
  containsPathname,
  findNavNode,
  navGroupChildren,
  navItemsMarkup,
  NAV_ACTIVE_CLASS,
  NAV_GROUP_ATTRIBUTE,
  type NavLabels,
  type NavMarkupOptions,
  type NavNode,
} from '../../domain/sidebar';
import { listen } from '../../hooks/listen';
import { NAV_ICONS } from './navIcons';

/**
 * The behaviour of a sidebar list drawn as HTML (src/domain/sidebar/navMarkup.ts), without React: one click
 * listener per list opens a group by drawing its entries from the product's navigation and closes it by removing
 * them (a group button is a native `<button>`: Enter and Space click it too). Installed for a page, the list is
 * brought to that page: the active mark moves in place when its link is drawn; otherwise the list is redrawn, the
 * groups open now kept open. The list's attributes say what it shows, so a server-rendered list is adopted as is.
 */

/** The attribute naming a list (one per copy of the sidebar on the page). */
export const NAV_ROOT_ATTRIBUTE = 'data-nav-root';
/** The page whose sidebar the list shows (language and pathname), so a list from another page is recognised. */
export const NAV_PAGE_ATTRIBUTE = 'data-nav-page';
/** The navigation the list was drawn from (group keys only mean something within one tree). */
export const NAV_SOURCE_ATTRIBUTE = 'data-nav-source';
/** The labels and id prefix the list's entries are drawn with (JSON), for a page read without the app (src/gatsby/reader/). */
export const NAV_LABELS_ATTRIBUTE = 'data-nav-labels';

/** Where a list's entries come from: a product's navigation file (fetched once) or a fixed tree. */
export interface NavSource {
  /** The tree's name (a navigation file's URL). */
  name: string;
  /** The tree if it is at hand without waiting. */
  cached: () => NavNode[] | null;
  load: () => Promise<NavNode[]>;
}

export interface NavListDeps {
  source: NavSource;
  /** The page shown: its link is marked and the groups holding it are drawn open. */
  page: { pathname: string; language: Language };
  labels: NavLabels;
  /** Prefix of the ids of group lists. */
  idPrefix: string;
}

export const navPageName = ({ language, pathname }: NavListDeps['page']) => `${language}:${pathname}`;

function markupOptions({ page, labels, idPrefix }: NavListDeps, isOpen: NavMarkupOptions['isOpen']): NavMarkupOptions {
  return { idPrefix, language: page.language, activePathname: page.pathname, isOpen, icons: NAV_ICONS, labels };
}

/** The list's entries for the page: the groups holding it open, and those of `keepOpen`. */
export function drawNavList(tree: NavNode[], deps: NavListDeps, keepOpen: ReadonlySet<string> = new Set()): string {
  return navItemsMarkup(
    tree,
    0,
    markupOptions(deps, (node) => keepOpen.has(node.key) || containsPathname(node, deps.page.pathname)),
  );
}

/** The groups open in a list now. */
function openGroups(list: Element): Set<string> {
  return new Set([...list.querySelectorAll(`[${NAV_GROUP_ATTRIBUTE}][aria-expanded="true"]`)].map((b) => b.getAttribute(NAV_GROUP_ATTRIBUTE)!));
}

function moveActiveMark(list: Element, link: Element) {
  list.querySelectorAll(`.${NAV_ACTIVE_CLASS}`).forEach((a) => {
    a.classList.remove(NAV_ACTIVE_CLASS);
    a.removeAttribute('aria-current');
  });
  link.classList.add(NAV_ACTIVE_CLASS);
  link.setAttribute('aria-current', 'page');
}

/** Brings the list to the page (another page reached on the client); `isCurrent` false drops a late redraw. */
function showPage(list: HTMLElement, deps: NavListDeps, isCurrent: () => boolean) {
  const page = navPageName(deps.page);
  const drawnPage = list.getAttribute(NAV_PAGE_ATTRIBUTE) ?? '';
  const sameSource = list.getAttribute(NAV_SOURCE_ATTRIBUTE) === deps.source.name;
  if (drawnPage === page && sameSource) return;
  const link = list.querySelector(`a.nav-item[href="${CSS.escape(toPageUrl(deps.page.pathname, deps.page.language))}"]`);
  if (link && sameSource && drawnPage.split(':')[0] === deps.page.language) {
    moveActiveMark(list, link);
    list.setAttribute(NAV_PAGE_ATTRIBUTE, page);
    return;
  }
  const keep = sameSource ? openGroups(list) : new Set<string>();
  deps.source.load().then(
    (tree) => {
      if (!isCurrent()) return;
      list.innerHTML = drawNavList(tree, deps, keep);
      list.setAttribute(NAV_PAGE_ATTRIBUTE, page);
      list.setAttribute(NAV_SOURCE_ATTRIBUTE, deps.source.name);
    },
    () => undefined, // the navigation could not load: the list stays as drawn
  );
}

/** Opens or closes the group of a button: its entries drawn from the tree (loaded on first need), or removed. */
function toggleGroup(button: Element, deps: NavListDeps) {
  const key = button.getAttribute(NAV_GROUP_ATTRIBUTE)!;
  const controlled = button.getAttribute('aria-controls');
  if (button.getAttribute('aria-expanded') === 'true') {
    button.setAttribute('aria-expanded', 'false');
    button.removeAttribute('aria-controls');
    if (controlled) button.ownerDocument.getElementById(controlled)?.remove();
    return;
  }
  deps.source.load().then(
    (tree) => {
      const node = findNavNode(tree, key);
      if (!node || button.getAttribute('aria-expanded') === 'true') return;
      const depth = Number(button.getAttribute('data-depth') ?? 0);
      button.insertAdjacentHTML(
        'afterend',
        navGroupChildren(
          node,
          depth,
          markupOptions(deps, (n) => containsPathname(n, deps.page.pathname)),
        ),
      );
      button.setAttribute('aria-expanded', 'true');
      button.setAttribute('aria-controls', `${deps.idPrefix}-${key}`);
    },
    () => undefined, // the navigation could not load: the group stays closed, a later click tries again
  );
}

/** Installs the list's behaviour for a page; returns the function that removes it (and drops a pending redraw). */
export function installNavInteractions(list: HTMLElement, deps: NavListDeps): () => void {
  let installed = true;
  showPage(list, deps, () => installed);
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${NAV_GROUP_ATTRIBUTE}]`) : null;
    if (button && list.contains(button)) toggleGroup(button, deps);
  };
  // The product's navigation is fetched as soon as the reader reaches for the sidebar.
  const warm = () => void deps.source.load().catch(() => undefined);
  const stopClick = listen(list, { click: onClick });
  const stopWarm = listen(list, { pointerenter: warm, focusin: warm }, { once: true });
  return () => {
    installed = false;
    stopClick();
    stopWarm();
  };
}

/** Scrolls the active link into the middle of the sidebar (not the page) when it is within 120 px of an edge or beyond. */
export function scrollActiveLinkIntoView(container: HTMLElement) {
  const active = container.querySelector<HTMLElement>(`.${NAV_ACTIVE_CLASS}`);
  if (!active) return;
  const c = container.getBoundingClientRect();
  const a = active.getBoundingClientRect();
  if (a.top < c.top + 120 || a.bottom > c.bottom - 120) container.scrollTop += a.top - c.top - c.height / 2;
}
