/**
 * What the code needs to know about each product, in one table keyed by the product id (the `id` of its
 * `content/<id>/product.json`, which the build validates against these keys). Everything an editor
 * writes about a product (name, description, URL space, versions, sidebar, pages) stays in content/.
 */
export type ProductCategory = 'core' | 'x' | 'toolpad' | 'docs' | 'docs-infra';

/** The provider a product's live demos render in (on the page and in sandboxes). */
export type DemoRoot =
  /** Material UI's default theme (CSS variables with their own prefix, shared by the page's demos). */
  | 'material'
  /** Joy UI's CssVarsProvider; Joy's colour-scheme script runs before first paint on its pages. */
  | 'joy'
  /** Unstyled (Base UI): no theme or style engine at the sandbox's root; on the page, Material's wrapper. */
  | 'unstyled';

export interface ProductTraits {
  category: ProductCategory;
  /** Listed as a card on the documentation home page. */
  onHome: boolean;
  demoRoot: DemoRoot;
  /**
   * Its demos render in an iframe: Toolpad Core's AppProvider installs a global CssBaseline and a `<main>`
   * landmark, which would restyle the docs page and break its landmarks.
   */
  framedDemos: boolean;
  /**
   * Its demos' server markup is only a sketch, so they go live as soon as they come near the viewport instead of
   * waiting for the reader: MUI X Charts draws its marks by animating them from nothing and measures text for legends,
   * so the server's SVG has axes without bars, lines, slices or legends.
   */
  liveInView: boolean;
}

export const PRODUCTS = {
  'material-ui': { category: 'core', onHome: true, demoRoot: 'material', framedDemos: false, liveInView: false },
  'joy-ui': { category: 'core', onHome: true, demoRoot: 'joy', framedDemos: false, liveInView: false },
  'base-ui': { category: 'core', onHome: true, demoRoot: 'unstyled', framedDemos: false, liveInView: false },
  system: { category: 'core', onHome: true, demoRoot: 'material', framedDemos: false, liveInView: false },
  'x-data-grid': { category: 'x', onHome: true, demoRoot: 'material', framedDemos: false, liveInView: false },
  'x-date-pickers': { category: 'x', onHome: true, demoRoot: 'material', framedDemos: false, liveInView: false },
  'x-charts': { category: 'x', onHome: true, demoRoot: 'material', framedDemos: false, liveInView: true },
  'x-tree-view': { category: 'x', onHome: true, demoRoot: 'material', framedDemos: false, liveInView: false },
  'toolpad-core': { category: 'toolpad', onHome: true, demoRoot: 'material', framedDemos: true, liveInView: false },
  docs: { category: 'docs', onHome: false, demoRoot: 'material', framedDemos: false, liveInView: false },
  'docs-infra': { category: 'docs-infra', onHome: false, demoRoot: 'material', framedDemos: false, liveInView: false },
} as const satisfies Record<string, ProductTraits>;

export type ContentProductId = keyof typeof PRODUCTS;
export const PRODUCT_IDS = Object.keys(PRODUCTS) as ContentProductId[];

export const isProductId = (id: unknown): id is ContentProductId => typeof id === 'string' && Object.prototype.hasOwnProperty.call(PRODUCTS, id);

/** Traits of an id outside the table (a page outside any product): Material demos, not on the home page. */
const NO_PRODUCT: ProductTraits = { category: 'docs', onHome: false, demoRoot: 'material', framedDemos: false, liveInView: false };

export function getProductTraits(id: string): ProductTraits {
  return isProductId(id) ? PRODUCTS[id] : NO_PRODUCT;
}

/** The products of one category, in table order. */
export const getProductsOfCategory = (category: ProductCategory): ContentProductId[] => PRODUCT_IDS.filter((id) => PRODUCTS[id].category === category);
