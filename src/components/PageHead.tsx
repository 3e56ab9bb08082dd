import * as React from 'react';
import site from '../config/site.json';
import { LANGUAGE_INFO, LANGUAGES } from '../domain/languages';
import type { RouteData } from '../domain/page/routeData';
import { toPageUrl } from '../domain/routing';

/**
 * Document head of a page, from its route data: title, description, language, canonical and alternates, product meta
 * for analytics. Rendered by each page template's Gatsby `Head` export (server HTML, and kept in step on client-side
 * navigation by Gatsby), never inside the page's body.
 */
export function PageHead({ route }: { route: RouteData }) {
  const { documentTitle, description, language, pathname, productInfo } = route;
  const canonical = `${site.siteUrl}${toPageUrl(pathname, language)}`;
  return (
    <>
      <html lang={LANGUAGE_INFO[language].tag} />
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      <meta name="mui:productId" content={productInfo.productId} />
      <meta name="mui:productCategoryId" content={productInfo.productCategoryId} />
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <link rel="canonical" href={canonical} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={LANGUAGE_INFO[lang].tag} href={`${site.siteUrl}${toPageUrl(pathname, lang)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${site.siteUrl}${toPageUrl(pathname, 'en')}`} />
    </>
  );
}
