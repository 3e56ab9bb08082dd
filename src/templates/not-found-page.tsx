import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { DocsLink } from '../components/DocsLink';
import { documentHead, PageHead } from '../components/PageHead';
import { createTranslate, type Dictionary } from '../domain/i18n';
import { LANGUAGE_INFO, type Language } from '../domain/languages';
import type { StandalonePageContext } from '../domain/page/context';
import { resolveRouteData, standaloneRouteInput } from '../domain/page/routeData';
import { pathnameToLanguage } from '../domain/routing';
import { PageShell } from '../layouts/PageShell';

const notFoundRouteInput = (language: Language, translations: Dictionary | undefined, card: string | undefined) => {
  const t = createTranslate(language, translations);
  return standaloneRouteInput({ language, translations, pathname: '/404', title: t('notFound.title'), description: t('notFound.description'), card });
};

export const Head = documentHead(({ pageContext }: HeadProps<object, StandalonePageContext>) => (
  <PageHead route={resolveRouteData(notFoundRouteInput(pageContext.language, pageContext.translations, pageContext.card))} />
));

interface Shell {
  language: Language;
  translations?: Dictionary;
}

/** 404 page, one per language. Gatsby serves /404.html for unknown English URLs. */
export default function NotFoundPage({ pageContext, location }: PageProps<object, StandalonePageContext>) {
  // Unknown URLs get the prebuilt /404.html whatever their prefix: hydrate in the page's own language (so server and
  // client agree), then switch to the language of the URL once its strings are here, the document's language and
  // title with it (the head was drawn for the page's own language).
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
  const input = notFoundRouteInput(language, translations, pageContext.card);
  React.useEffect(() => {
    if (language === pageContext.language) return;
    document.documentElement.lang = LANGUAGE_INFO[language].tag;
    document.title = input.title;
  }, [language, input.title, pageContext.language]);
  return (
    <PageShell input={input}>
      <DocsLink href="/">{t('notFound.home')}</DocsLink>
    </PageShell>
  );
}
