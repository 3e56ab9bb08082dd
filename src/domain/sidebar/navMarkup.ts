import { iconSvg, type IconName } from '../icons/paths';
import { toPageUrl } from '../routing';
import type { Language } from '../languages';
import { normalizeSidebarPathname } from './activePage';
import { pageToTitle } from './title';
import { escapeHtml } from '../html';
import { isExternal, PAGE_FLAGS, type NavIconName, type NavNode, type PageFlag, type Plan } from './types';

/**
 * The sidebar as HTML text, built the same way at build time (every page's server HTML) and in the browser
 * (groups opened later, other pages reached by client-side navigation). It is never a React tree: a product's
 * sidebar has dozens to thousands of entries, and hydrating a component per entry was most of a page's
 * start-up work. Behaviour is delegated (src/components/nav/navInteractions.ts).
 */

/** The product navigation file (`/nav/<product>.<hash>.json`): the whole tree, shared by the product's pages. */
export interface ProductNav {
  productId: string;
  tree: NavNode[];
}

export interface NavLabels {
  plans: Record<Plan, string>;
  chips: Record<PageFlag, string>;
}

export interface NavMarkupOptions {
  language: Language;
  labels: NavLabels;
  /** Canonical pathname of the current page (its link is marked), or null. */
  activePathname: string | null;
  /** Whether a group is drawn open (its children in the markup). */
  isOpen: (node: NavNode) => boolean;
  /** The Material icon of each sidebar icon name. */
  icons: Record<NavIconName, IconName>;
  /** Prefix of the ids of group lists (one per copy of the sidebar on the page). */
  idPrefix: string;
}

/** The attribute that names a group's key on its toggle button. */
export const NAV_GROUP_ATTRIBUTE = 'data-nav-group';
export const NAV_ACTIVE_CLASS = 'app-drawer-active';

const attributes = (attrs: Record<string, string | number | undefined>) =>
  Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(String(v))}"`)
    .join('');

/** The colour tone of each status chip (its rules: badgeStyles in src/components/nav/navStyles.ts). */
export const CHIP_TONES = {
  newFeature: 'success',
  planned: 'grey',
  unstable: 'primary',
  beta: 'primary',
  legacy: 'warning',
  deprecated: 'warning',
} as const satisfies Record<PageFlag, string>;
export type ChipTone = (typeof CHIP_TONES)[PageFlag];

function label(page: NavNode, options: NavMarkupOptions): string {
  const icon = page.icon ? iconSvg(options.icons[page.icon], 'MuiShell-icon nav-icon') : '';
  const plan = page.plan
    ? `<span class="nav-plan plan-${page.plan}"${attributes({ title: options.labels.plans[page.plan], role: 'img', 'aria-label': options.labels.plans[page.plan] })}></span>`
    : '';
  const chips = PAGE_FLAGS.filter((flag) => page[flag])
    .map((flag) => `<span class="nav-chip nav-chip-${CHIP_TONES[flag]}">${escapeHtml(options.labels.chips[flag])}</span>`)
    .join('');
  return `${icon}<span class="nav-title">${escapeHtml(pageToTitle(page))}</span>${plan}${chips}`;
}

const depthAttributes = (depth: number) => ({ 'data-depth': depth });

/** Whether the page is the entry or inside the group (the group holds the active page: drawn open). */
export function containsPathname(node: NavNode, pathname: string): boolean {
  const target = normalizeSidebarPathname(pathname);
  const walk = (n: NavNode): boolean => normalizeSidebarPathname(n.pathname) === target || (n.children ?? []).some(walk);
  return walk(node);
}

function leaf(page: NavNode, depth: number, options: NavMarkupOptions): string {
  if (isExternal(page.pathname)) {
    return `<li><a${attributes({ href: page.pathname, target: '_blank', rel: 'noopener', class: 'nav-item', ...depthAttributes(depth), ...page.linkProps })}>${label(page, options)}</a></li>`;
  }
  const active = options.activePathname !== null && normalizeSidebarPathname(page.pathname) === normalizeSidebarPathname(options.activePathname);
  const href = toPageUrl(page.pathname, options.language);
  return `<li><a${attributes({ href, class: active ? `nav-item ${NAV_ACTIVE_CLASS}` : 'nav-item', 'aria-current': active ? 'page' : undefined, ...depthAttributes(depth), ...page.linkProps })}>${label(page, options)}</a></li>`;
}

/** A group's children list, as inserted under its toggle when it opens. */
export function navGroupChildren(group: NavNode, depth: number, options: NavMarkupOptions): string {
  return `<div id="${options.idPrefix}-${group.key}"><ul>${navItemsMarkup(group.children ?? [], depth + 1, options)}</ul></div>`;
}

function group(page: NavNode, depth: number, options: NavMarkupOptions): string {
  const open = options.isOpen(page);
  const button = `<button${attributes({ type: 'button', class: 'nav-item', ...depthAttributes(depth), 'aria-expanded': String(open), 'aria-controls': open ? `${options.idPrefix}-${page.key}` : undefined, [NAV_GROUP_ATTRIBUTE]: page.key })}>${label(page, options)}</button>`;
  // A closed group's entries are not in the markup: less to send on every page; they are drawn when it opens.
  return `<li>${button}${open ? navGroupChildren(page, depth, options) : ''}</li>`;
}

/** One level of the tree: subheaders, groups and links, as `<li>` elements. */
export function navItemsMarkup(pages: NavNode[], depth: number, options: NavMarkupOptions): string {
  return pages
    .filter((page) => page.inSideNav !== false)
    .map((page) => {
      if (page.subheader) {
        return `<li><div class="nav-subheader"${attributes(depthAttributes(depth))}>${escapeHtml(pageToTitle(page))}</div><ul>${navItemsMarkup(page.children ?? [], depth, options)}</ul></li>`;
      }
      if (page.children?.length) return group(page, depth, options);
      return leaf(page, depth, options);
    })
    .join('');
}

/** The group with this key, anywhere in the tree. */
export function findNavNode(tree: NavNode[], key: string): NavNode | null {
  for (const node of tree) {
    if (node.key === key) return node;
    const found = findNavNode(node.children ?? [], key);
    if (found) return found;
  }
  return null;
}
