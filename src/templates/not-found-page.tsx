import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { PageHead } from '../components/PageHead';
import { DocsLink } from '../components/DocsLink';
import { createTranslate, type Dictionary } from '../domain/i18n';
import { LANGUAGE_INFO, type Language } from '../domain/languages';
import type { StandalonePageContext } from '../domain/page/context';
import { resolveRouteData, standaloneRouteInput } from '../domain/page/routeData';
import { pathnameToLanguage } from '../domain/routing';
import { PageShell } from '../layouts/PageShell';

interface Shell {
  language: Language;
  translations?: Dictionary;
}

/**
 * Unknown URLs get the prebuilt /404.html whatever their prefix: the page hydrates in its own language (so server and
 * client agree), then switches to the language of the URL once its strings are here. The page and its head both follow.
 */
function useNotFoundRoute(pageContext: StandalonePageContext, pathname: string) {
  const [shell, setShell] = React.useState<Shell>({ language: pageContext.language ?? 'en', translations: pageContext.translations });
  React.useEffect(() => {
    const wanted = pathnameToLanguage(pathname).userLanguage;
    if (wanted === shell.language) return undefined;
    let active = true;
    const load = LANGUAGE_INFO[wanted].loadDictionary;
    void (load ? load() : Promise.resolve(undefined)).then((translations) => active && setShell({ language: wanted, translations }));
    return () => {
      active = false;
    };
  }, [pathname, shell.language]);
  const { language, translations } = shell;
  const t = createTranslate(language, translations);
  return {
    t,
    input: standaloneRouteInput({ language, translations, pathname: '/404', title: t('notFound.title'), description: t('notFound.description'), card: pageContext.card }),
  };
}

export function Head({ pageContext, location }: HeadProps<object, StandalonePageContext>) {
  const { input } = useNotFoundRoute(pageContext, location.pathname);
  return <PageHead route={resolveRouteData(input)} />;
}

/** 404 page, one per language. Gatsby serves /404.html for unknown English URLs. */
export default function NotFoundPage({ pageContext, location }: PageProps<object, StandalonePageContext>) {
  const { t, input } = useNotFoundRoute(pageContext, location.pathname);
  return (
    <PageShell input={input}>
      <DocsLink href="/">{t('notFound.home')}</DocsLink>
    </PageShell>
  );
}
