import * as React from 'react';
import { Helmet } from 'react-helmet';
import site from '../config/site.json';
import { LANGUAGE_INFO, LANGUAGES } from '../domain/languages';
import { toPageUrl } from '../domain/routing';
import { useRouteData } from '../providers/RouteDataProvider';

/** Document head: title, description, language, canonical and alternates, product meta for analytics. */
export function PageHead() {
  const { documentTitle, description, language, pathname, productInfo } = useRouteData();
  const canonical = `${site.siteUrl}${toPageUrl(pathname, language)}`;
  return (
    <Helmet htmlAttributes={{ lang: LANGUAGE_INFO[language].tag }}>
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
    </Helmet>
  );
}
