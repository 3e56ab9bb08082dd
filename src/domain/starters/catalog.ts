/**
 * The sample page templates of Material UI: a gallery page (a documentation page with a generated section) and
 * one full-screen page per template, outside the docs shell. Shared by the build and the template pages.
 */

/** One template of content/material-ui/starters/starters.json. */
export interface StarterInfo {
  /** URL segment and folder name: `sign-in-side`. */
  slug: string;
  /** The entry module's name and its default export: `SignInSide` (content/material-ui/starters/sign-in-side/SignInSide.tsx). */
  component: string;
  title: string;
  description: string;
}

/** The gallery: a documentation page of Material UI. */
export const STARTERS_GALLERY_PATHNAME = '/material-ui/getting-started/templates';

/** The page component of each template: `src/templates/starter/<slug>.tsx` (createPages, onRenderBody, webpack config). */
export const STARTER_COMPONENT_DIR = 'src/templates/starter';
/** Gatsby's chunk names of those page components start with this. */
export const STARTER_CHUNK_PREFIX = `component---${STARTER_COMPONENT_DIR.replace(/\//g, '-')}-`;

/** Canonical pathname of a template's page (no language prefix, no trailing slash). */
export const starterPathname = (slug: string): string => `${STARTERS_GALLERY_PATHNAME}/${slug}`;

/** The hash of a template page's URL that opens its source code (the gallery's "Source code" action). */
export const STARTER_SOURCE_HASH = '#source';

export type PreviewScheme = 'light' | 'dark';

/** Preview images (files in static/, committed), made by `npm run screenshots:templates` from the built pages (light and dark). */
export const starterScreenshotPath = (slug: string, scheme: PreviewScheme): string =>
  `/screenshots/material-ui/getting-started/templates/${slug}${scheme === 'dark' ? '-dark' : ''}.jpg`;

/** Width and height of the preview images (a 1280 × 800 viewport at half scale). */
export const STARTER_SCREENSHOT_SIZE = { width: 640, height: 400 } as const;

/** The CSS custom property templates size full-height layouts with: the viewport below the frame bar. */
export const STARTER_HEIGHT_PROPERTY = '--template-height';

/** The texts of a template page's frame bar and source dialog, in the page's language (in its page context). */
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
