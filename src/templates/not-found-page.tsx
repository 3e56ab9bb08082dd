import * as React from 'react';
import type { PageProps } from 'gatsby';
import Typography from '@mui/material/Typography';
import { DocsLink } from '../components/DocsLink';
import { createTranslate, type Dictionary } from '../domain/i18n';
import { pathnameToLanguage, type Language } from '../domain/routing';
import { resolveStandaloneRouteData, type PageContextBase } from '../domain/page/routeData';
import { DocsLayout } from '../layouts/DocsLayout';
import { RouteDataProvider } from '../providers/RouteDataProvider';

/** Loads the UI strings of a language other than English (the prebuilt English 404 page lacks them). */
const LOAD_TRANSLATIONS: Partial<Record<Language, () => Promise<Dictionary>>> = {
  zh: () => import('../domain/i18n/zh').then((module) => module.zh),
};

interface Shell {
  language: Language;
  translations?: Dictionary;
}

/** 404 page, one per language. Gatsby serves /404.html for unknown English URLs. */
export default function NotFoundPage({ pageContext, location }: PageProps<object, PageContextBase>) {
  // Unknown URLs get the prebuilt /404.html whatever their prefix: hydrate in the page's own
  // language (so server and client agree), then switch to the language of the URL once its strings are here.
  const [shell, setShell] = React.useState<Shell>({ language: pageContext.language ?? 'en', translations: pageContext.translations });
  React.useEffect(() => {
    const wanted = pathnameToLanguage(location.pathname).userLanguage;
    if (wanted === shell.language) return undefined;
    let active = true;
    const load = LOAD_TRANSLATIONS[wanted];
    void (load ? load() : Promise.resolve(undefined)).then((translations) => active && setShell({ language: wanted, translations }));
    return () => {
      active = false;
    };
  }, [location.pathname, shell.language]);
  const { language, translations } = shell;
  const t = createTranslate(language, translations);
  const route = resolveStandaloneRouteData({ language, translations, pathname: '/404', title: t('notFound.title'), description: t('notFound.description') });
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
