import { templateSlugOf } from '../domain/templates';
import { preloadTemplate } from '../sampleTemplates/registry';

/**
 * Gatsby waits for this before it loads and hydrates the first page: a template page gets its template's chunk first,
 * so hydration adopts the server's HTML in one pass (src/sampleTemplates/registry.tsx). Other pages wait for nothing.
 */
export function onClientEntry(): Promise<void> | undefined {
  const slug = templateSlugOf(window.location.pathname);
  return slug ? preloadTemplate(slug).catch(() => undefined) : undefined;
}
