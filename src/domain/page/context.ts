import type { Dictionary } from '../i18n/en';
import type { Language } from '../languages';

/**
 * The context the build gives every page (`createPages`) and its template receives: ids and slugs only,
 * the template's query fetches the rest (STYLE.md §2).
 */
export interface PageContextBase {
  language: Language;
  /** The UI strings of a non-English page (English is bundled); SPEC §3 page props. */
  translations?: Dictionary;
  /** Canonical pathname: no language prefix, no trailing slash ('/' for the home page, '/404' for 404). */
  pathname: string;
}

/** A documentation page (doc-page and demo-page templates): its Mdx node and its product. */
export interface DocPageContext extends PageContextBase {
  id: string;
  productId: string;
}

/** Home and 404: pages outside any product. */
export type StandalonePageContext = PageContextBase;
