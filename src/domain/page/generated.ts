import type { BodySegment } from '../markdown';
import type { TocItem } from '../toc';

/** Where a generated section goes in its page: before the page's own text, or after it. */
export type SectionPosition = 'start' | 'end';

/** Body parts and table-of-contents entries made at build time from data, in the page's language. */
export interface GeneratedSection {
  body: BodySegment[];
  toc: TocItem[];
  /** Before the page's own body (the default) or after it, where the page's text says it is. */
  position?: SectionPosition;
}

/**
 * A page's body and table of contents with its generated section in its place: the page (DocPageView) and the search
 * records read the same order.
 */
export function withGeneratedSection<D extends { body: BodySegment[]; toc: TocItem[] }>(doc: D, generated: GeneratedSection | undefined): D {
  if (!generated) return doc;
  return generated.position === 'end'
    ? { ...doc, body: [...doc.body, ...generated.body], toc: [...doc.toc, ...generated.toc] }
    : { ...doc, body: [...generated.body, ...doc.body], toc: [...generated.toc, ...doc.toc] };
}
