import type { SectionPosition } from '../page/generated';

/**
 * The sample page templates ("starters" in code, "templates" to readers) of the products that have them: each
 * product's gallery is one of its documentation pages with a generated section, and each starter gets a
 * full-screen page below it, outside the docs shell. Shared by the build and the starter pages.
 */

/** One starter of a `content/<product>/starters/starters.json`. */
export interface StarterInfo {
  /** URL segment and folder name: `sign-in-side` (unique within its product). */
  slug: string;
  /** The entry module's name and its default export: `SignInSide` (content/<product>/starters/sign-in-side/SignInSide.tsx). */
  component: string;
  title: string;
  description: string;
}

/** A product's gallery: the documentation page that lists its starters (`gallery` in its starters.json). */
export interface StarterGallery {
  /** Canonical pathname of the page (no language prefix, no trailing slash): `/joy-ui/getting-started/templates`. */
  pathname: string;
  /** Where the cards go in that page: the page's text says where ("at the end of this page"). */
  position: SectionPosition;
}

/** A starter with its product: what its page, its gallery card and its sandbox need. */
export interface Starter extends StarterInfo {
  productId: string;
  /** The product's name (product.json), for the sandbox's title: `Joy UI`. */
  productName: string;
  /** The gallery's pathname; the starter's page is below it. */
  gallery: string;
}

/** The page component of each starter: `src/templates/starter/<product>/<slug>.tsx` (slugs are unique per product only). */
export const STARTER_COMPONENT_DIR = 'src/templates/starter';
export const starterComponentFile = (starter: { productId: string; slug: string }): string => `${STARTER_COMPONENT_DIR}/${starter.productId}/${starter.slug}.tsx`;
/** Gatsby's chunk names of those page components start with this (`component---src-templates-starter-joy-ui-messages-tsx`). */
export const STARTER_CHUNK_PREFIX = `component---${STARTER_COMPONENT_DIR.replace(/\//g, '-')}-`;

/** Canonical pathname of a starter's page (no language prefix, no trailing slash): below its gallery. */
export const starterPathname = (starter: { gallery: string; slug: string }): string => `${starter.gallery}/${starter.slug}`;

/** The hash of a starter page's URL that opens its source code (the gallery's "Source code" action). */
export const STARTER_SOURCE_HASH = '#source';

export type PreviewScheme = 'light' | 'dark';

/**
 * Preview images (files in static/, committed), made by `npm run screenshots:starters` from the built pages (light
 * and dark): `/screenshots<gallery>/<slug>.jpg` and `<slug>-dark.jpg`.
 */
export const starterScreenshotPath = (starter: { gallery: string; slug: string }, scheme: PreviewScheme): string =>
  `/screenshots${starter.gallery}/${starter.slug}${scheme === 'dark' ? '-dark' : ''}.jpg`;

/** Width and height of the preview images (a 1280 × 800 viewport at half scale). */
export const STARTER_SCREENSHOT_SIZE = { width: 640, height: 400 } as const;

/** The CSS custom property starters size full-height layouts with: the viewport below the frame bar. */
export const STARTER_HEIGHT_PROPERTY = '--template-height';

/** The texts of a starter page's frame bar and source dialog, in the page's language (in its page context). */
export interface StarterFrameLabels {
  controls: string;
  back: string;
  sourceCode: string;
  codeSandbox: string;
  stackBlitz: string;
  toDark: string;
  toLight: string;
  /** With `{title}`. */
  sourceTitle: string;
  files: string;
  close: string;
  loading: string;
  loadError: string;
  retry: string;
}
