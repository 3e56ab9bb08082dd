import * as React from 'react';
import Typography from '@mui/material/Typography';
import { resolveRouteData, type RouteInput } from '../domain/page/routeData';
import { RouteDataProvider } from '../providers/RouteDataProvider';
import { DocsLayout } from './DocsLayout';

/**
 * Every page's frame, in one place: route data resolved once and provided, the docs layout, the title as
 * the page's one h1 and the description as its lead paragraph, then the page's own content.
 */
export function PageShell({ input, children }: { input: RouteInput; children?: React.ReactNode }) {
  const { language, translations, pathname, title, description, product, products, sidebarEntries, toc } = input;
  const route = React.useMemo(
    () => resolveRouteData({ language, translations, pathname, title, description, product, products, sidebarEntries, toc }),
    [language, translations, pathname, title, description, product, products, sidebarEntries, toc],
  );
  return (
    <RouteDataProvider value={route}>
      <DocsLayout>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography component="p" variant="body1" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 3 }}>
          {description}
        </Typography>
        {children}
      </DocsLayout>
    </RouteDataProvider>
  );
}
