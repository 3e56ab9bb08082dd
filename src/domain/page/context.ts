import type { Dictionary } from '../i18n/en';
import type { Language } from '../languages';
import type { PageSource } from '../agents/source';
import type { StarterFrameLabels } from '../starters';
import type { GeneratedSection } from './generated';

export type { GeneratedSection } from './generated';

/**
 * The context the build gives every page (`createPages`) and its template receives: ids and slugs only,
 * the template's query fetches the rest (STYLE.md §2).
 */
export interface PageContextBase {
  language: Language;
  /** The UI strings of a non-English page (English is bundled);  page props. */
  translations?: Dictionary;
  /** Canonical pathname: no language prefix, no trailing slash ('/' for the home page, '/404' for 404). */
  pathname: string;
  /** The page's social card (`/cards/<digest>.png`, src/node/cards/), for its head's Open Graph image. */
  card?: string;
}

/** A neighbouring page in the sidebar's reading order. */
export interface NavLink {
  pathname: string;
  title: string;
}

/**
 * A page's place in its product's navigation: the product's navigation file (the whole sidebar, shared by
 * the product's pages and fetched once), and the page's previous and next pages. The page itself is the
 * active entry (its `pathname`).
 */
export interface PageNav {
  url: string;
  prev: NavLink | null;
  next: NavLink | null;
}

/** A documentation page (doc-page and demo-page templates): its Mdx node, its product and its navigation. */
export interface DocPageContext extends PageContextBase {
  id: string;
  productId: string;
  nav: PageNav;
  /** A section the build makes from data (the table of /versions/, a starter gallery, a theme viewer), before or after the page's own body. */
  generated?: GeneratedSection;
  /** The page's MDX file and the date of its last commit; none for generated pages (the API reference). */
  source?: PageSource;
}

/** Home and 404: pages outside any product. */
export type StandalonePageContext = PageContextBase;

/** A starter (sample page template) shown full screen (src/templates/starter/<product>/<slug>.tsx): which one, and where its source is. */
export interface StarterPageContext extends PageContextBase {
  /** Its product: the demo theme it renders in (the page's head links that theme's variables) and its sandbox. */
  productId: string;
  productName: string;
  /** Its gallery's pathname (the frame's "back" link). */
  gallery: string;
  slug: string;
  /** The entry module's name and default export (the sandbox imports it); `component` is Gatsby's own page field. */
  entry: string;
  title: string;
  description: string;
  /** public/starters/<slug>.<hash>.json (StarterSource): fetched when the reader opens the source or a sandbox. */
  sourceUrl: string;
  labels: StarterFrameLabels;
}
