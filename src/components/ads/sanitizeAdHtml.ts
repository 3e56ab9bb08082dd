import DOMPurify from 'dompurify';

/** Inline tags an ad description may keep; everything else (scripts, handlers, links, images, styles) goes. */
const ALLOWED_TAGS = ['b', 'strong', 'em', 'i', 'br', 'span'];

/**
 * An ad's description HTML, from outside (the ad feed) or ours, made safe to inject: DOMPurify with only
 * simple inline tags and no attributes at all.
 */
export function sanitizeAdHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
