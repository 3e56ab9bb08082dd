import { getProductsOfCategory } from '../products';
import { pathnameToLanguage } from './language';

/** 'null' is a string on purpose: analytics must tell "unset" from "no product". */
export type ProductCategoryId = 'null' | 'core' | 'x' | 'toolpad';
export type ProductId =
  | 'null'
  | 'material-ui'
  | 'joy-ui'
  | 'base-ui'
  | 'system'
  | 'x-data-grid'
  | 'x-date-pickers'
  | 'x-charts'
  | 'x-tree-view'
  | 'toolpad-studio'
  | 'toolpad-core'
  | 'docs'
  | 'docs-infra'
  | (string & {});

export interface ProductInfo {
  productId: ProductId;
  productCategoryId: ProductCategoryId;
}

type Rule = (ctx: { firstFolder: string; path: string }, info: ProductInfo) => ProductInfo;

const CORE_FOLDERS = new Set<string>(getProductsOfCategory('core'));
const LEGACY_DOCS_FOLDERS = new Set(['versions', 'production-error']);

/** Applied in order; a later rule overrides an earlier one. */
const RULES: Rule[] = [
  ({ firstFolder }, info) => (CORE_FOLDERS.has(firstFolder) ? { productCategoryId: 'core', productId: firstFolder } : info),
  ({ firstFolder, path }, info) => {
    if (firstFolder !== 'x') return info;
    const productId = `x-${path.replace('/x/react-', '').replace(/\/.*/, '')}`;
    return { productCategoryId: 'x', productId: productId === 'x-' ? 'null' : productId };
  },
  ({ firstFolder, path }, info) => {
    if (firstFolder !== 'toolpad') return info;
    const secondFolder = path.replace(/^\/+[^/]+\/([^/]+)\/.*/, '$1');
    return {
      productCategoryId: 'toolpad',
      productId: secondFolder === 'studio' ? 'toolpad-studio' : 'toolpad-core',
    };
  },
  ({ firstFolder }, info) => (firstFolder === 'docs' ? { ...info, productId: 'docs' } : info),
  ({ firstFolder }, info) => (LEGACY_DOCS_FOLDERS.has(firstFolder) ? { ...info, productId: 'docs' } : info),
  ({ path }, info) => (path.startsWith('/experiments/docs/') ? { ...info, productId: 'docs-infra' } : info),
];

/**
 * Product id and category of a URL path, from its first segment.
 * Only a segment followed by a slash counts ('/versions' matches nothing, '/versions/' does).
 */
export function getProductInfoFromUrl(asPath: string): ProductInfo {
  const path = pathnameToLanguage(asPath).canonicalAsServer;
  const firstFolder = path.replace(/^\/+([^/]+)\/.*/, '$1');
  return RULES.reduce<ProductInfo>((info, rule) => rule({ firstFolder, path }, info), {
    productId: 'null',
    productCategoryId: 'null',
  });
}

/**
 * Whether a page at `pathname` may belong to the content product `productId`: its URL's product id is that
 * product's, or the page is an MUI X page whose URL has no product id under the URL rule (src/domain/routing/productInfo.ts) (`/x/api/data-grid/…`,
 * `/x/introduction/`: the rule reads `x-api`… as 'null'), which an X product may own. The sidebar follows the
 * content folder; the `mui:productId` meta follows the URL.
 */
export function productOwnsUrl(productId: string, category: string, pathname: string): boolean {
  const { productId: fromUrl } = getProductInfoFromUrl(`${pathname}/`);
  if (fromUrl === productId) return true;
  return category === 'x' && fromUrl === 'null' && pathname.startsWith('/x/') && pathname !== '/x';
}
