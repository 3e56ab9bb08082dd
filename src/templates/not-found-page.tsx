import * as React from 'react';
import type { PageProps } from 'gatsby';
import { DocsLink } from '../components/DocsLink';
import { createTranslate, type Dictionary } from '../domain/i18n';
import { LANGUAGE_INFO, type Language } from '../domain/languages';
import type { StandalonePageContext } from '../domain/page/context';
import { standaloneRouteInput } from '../domain/page/routeData';
import { pathnameToLanguage } from '../domain/routing';
import { PageShell } from '../layouts/PageShell';

interface Shell {
  language: Language;
  translations?: Dictionary;
}

/** 404 page, one per language. Gatsby serves /404.html for unknown English URLs. */
export default function NotFoundPage({ pageContext, location }: PageProps<object, StandalonePageContext>) {
  // Unknown URLs get the prebuilt /404.html whatever their prefix: hydrate in the page's own
  // language (so server and client agree), then switch to the language of the URL once its strings are here.
  const [shell, setShell] = React.useState<Shell>({ language: pageContext.language ?? 'en', translations: pageContext.translations });
  React.useEffect(() => {
    const wanted = pathnameToLanguage(location.pathname).userLanguage;
    if (wanted === shell.language) return undefined;
    let active = true;
    const load = LANGUAGE_INFO[wanted].loadDictionary;
    void (load ? load() : Promise.resolve(undefined)).then((translations) => active && setShell({ language: wanted, translations }));
    return () => {
      active = false;
    };
  }, [location.pathname, shell.language]);
  const { language, translations } = shell;
  const t = createTranslate(language, translations);
  const input = standaloneRouteInput({ language, translations, pathname: '/404', title: t('notFound.title'), description: t('notFound.description') });
  return (
    <PageShell input={input}>
      <DocsLink href="/">{t('notFound.home')}</DocsLink>
    </PageShell>
  );
}
