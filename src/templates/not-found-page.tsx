import * as React from 'react';
import type { PageProps } from 'gatsby';
import Typography from '@mui/material/Typography';
import { DocsLink } from '../components/DocsLink';
import { createTranslate } from '../domain/i18n';
import { pathnameToLanguage, type Language } from '../domain/routing';
import { resolveStandaloneRouteData } from '../domain/page/routeData';
import { DocsLayout } from '../layouts/DocsLayout';
import { RouteDataProvider } from '../providers/RouteDataProvider';

/** 404 page, one per language. Gatsby serves /404.html for unknown English URLs. */
export default function NotFoundPage({ pageContext, location }: PageProps<object, { language?: Language }>) {
  // Unknown URLs get the prebuilt /404.html whatever their prefix: hydrate in the page's own
  // language (so server and client agree), then switch to the language of the URL.
  const [language, setLanguage] = React.useState<Language>(pageContext.language ?? 'en');
  React.useEffect(() => setLanguage(pathnameToLanguage(location.pathname).userLanguage), [location.pathname]);
  const t = createTranslate(language);
  const route = resolveStandaloneRouteData({ language, pathname: '/404', title: t('notFound.title'), description: t('notFound.description') });
  return (
    <RouteDataProvider value={route}>
      <DocsLayout>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('notFound.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('notFound.description')}</Typography>
        <DocsLink href="/">{t('notFound.home')}</DocsLink>
      </DocsLayout>
    </RouteDataProvider>
  );
}
