import * as React from 'react';
import { AdSlot } from '../components/ads/AdSlot';
import { usePageAnalytics } from '../providers/AnalyticsProvider';
import { resolveRouteData, type RouteInput } from '../domain/page/routeData';
import { RouteDataProvider } from '../providers/RouteDataProvider';
import { DocsLayout } from './DocsLayout';
import { LAYOUT_CLASS } from '../theme/classNames';

/**
 * Every page's frame, in one place: route data resolved once and provided, the docs layout, the title as
 * the page's one h1 and the description as its lead paragraph, the sponsor slot, the page's actions (if any), then the
 * page's own content.
 */
export function PageShell({ input, actions, children }: { input: RouteInput; actions?: React.ReactNode; children?: React.ReactNode }) {
  const { language, translations, pathname, title, description, product, products, nav, toc, card, twin } = input;
  const route = React.useMemo(
    () => resolveRouteData({ language, translations, pathname, title, description, product, products, nav, toc, card, twin }),
    [language, translations, pathname, title, description, product, products, nav, toc, card, twin],
  );
  usePageAnalytics(route);
  return (
    <RouteDataProvider value={route}>
      <DocsLayout>
        <h1 className={LAYOUT_CLASS.title}>{title}</h1>
        <p className={LAYOUT_CLASS.description}>{description}</p>
        {/* Documentation pages (those of a product) carry the sponsor slot under the description; each page view draws its own. */}
        {product ? <AdSlot key={pathname} /> : null}
        {actions}
        {children}
      </DocsLayout>
    </RouteDataProvider>
  );
}
