export const NAV_ICONS = ['ReaderIcon', 'BookIcon', 'DescriptionIcon', 'VisibilityIcon', 'WebIcon'] as const;
export type NavIconName = (typeof NAV_ICONS)[number];
export const PLANS = ['pro', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** Boolean chips a sidebar entry can carry, in display order. */
export const PAGE_FLAGS = ['newFeature', 'planned', 'unstable', 'beta', 'legacy', 'deprecated'] as const;
export type PageFlag = (typeof PAGE_FLAGS)[number];

/** One entry of a product's navigation, as authors write it in content/<product>/sidebar.json. */
export interface SidebarPage extends Partial<Record<PageFlag, boolean>> {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: SidebarPage[];
  plan?: Plan;
  icon?: NavIconName;
  linkProps?: Record<string, string>;
  /** false hides the entry from the drawer and from previous/next ordering. */
  inSideNav?: boolean;
  /** 'api': this entry stands for the product's generated API reference (its index page and one page per item). */
  generated?: 'api';
}

/** A sidebar entry with its position in the tree ('2.0.5'): groups are found again by it when opened. */
export interface NavNode extends Omit<SidebarPage, 'children'> {
  key: string;
  children?: NavNode[];
}

/** A sidebar entry without its children, as stored in one GraphQL node per entry. */
export interface FlatSidebarEntry extends Omit<SidebarPage, 'children'> {
  /** Position in the tree, e.g. '2.0.5'. */
  key: string;
  parentKey: string | null;
  /** Pre-order index within the product. */
  order: number;
}

export function isExternal(pathname: string): boolean {
  return /^https?:\/\//.test(pathname);
}
