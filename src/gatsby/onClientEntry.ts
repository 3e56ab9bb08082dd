import { templateSlugOf } from '../domain/templates';

/**
 * Gatsby waits for this before it loads and hydrates the first page: a template page gets its template's chunk first,
 * so hydration adopts the server's HTML in one pass (src/sampleTemplates/registry.tsx). Other pages wait for nothing.
 * The registry is itself loaded on demand: its import calls list each template's chunks, which no other page needs.
 */
export function onClientEntry(): Promise<void> | undefined {
  const slug = templateSlugOf(window.location.pathname);
  if (!slug) return undefined;
  return import('../sampleTemplates/registry').then(({ preloadTemplate }) => preloadTemplate(slug)).catch(() => undefined);
}
