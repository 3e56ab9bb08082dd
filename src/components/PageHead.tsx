import * as React from 'react';
import site from '../config/site.json';
import { CARD_SIZE } from '../domain/agents';
import { LANGUAGE_INFO, LANGUAGES } from '../domain/languages';
import type { RouteData } from '../domain/page/routeData';
import { toPageUrl } from '../domain/routing';

/** A template's `Head` export: marked so that wrapRootElement does not wrap it in the app's providers (Gatsby renders
 * a page's Head in a tree of its own, wrapped by wrapRootElement: the providers' document listeners would run twice). */
export function documentHead<Props>(Head: (props: Props) => React.ReactElement): ((props: Props) => React.ReactElement) & { isDocumentHead: true } {
  return Object.assign((props: Props) => Head(props), { isDocumentHead: true as const });
}

/** Whether an element is a template's head (see `documentHead`). */
export const isDocumentHead = (element: React.ReactNode): boolean =>
  React.isValidElement(element) && (element.type as { isDocumentHead?: boolean }).isDocumentHead === true;

/**
 * Document head of a page, from its route data: title, description, language, canonical and alternates (the other
 * languages, and the Markdown twin of a documentation page), product meta for analytics, and what a shared link shows:
 * Open Graph and Twitter tags with the page's social card (drawn at build time, src/node/cards/). Rendered by each page
 * template's Gatsby `Head` export (server HTML, and kept in step on client-side navigation by Gatsby), never inside the
 * page's body.
 */
export function PageHead({ route }: { route: RouteData }) {
  const { documentTitle, title, description, language, pathname, productInfo, card, twin } = route;
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
      <meta property="og:type" content={route.product ? 'article' : 'website'} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content={LANGUAGE_INFO[language].ogLocale} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={LANGUAGE_INFO[lang].ogLocale} />
      ))}
      {card ? (
        <>
          <meta property="og:image" content={`${site.siteUrl}${card}`} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(CARD_SIZE.width)} />
          <meta property="og:image:height" content={String(CARD_SIZE.height)} />
          <meta property="og:image:alt" content={title} />
          <meta name="twitter:image" content={`${site.siteUrl}${card}`} />
          <meta name="twitter:image:alt" content={title} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={documentTitle} />
      <meta name="twitter:description" content={description} />
      <link rel="canonical" href={canonical} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={LANGUAGE_INFO[lang].tag} href={`${site.siteUrl}${toPageUrl(pathname, lang)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${site.siteUrl}${toPageUrl(pathname, 'en')}`} />
      {twin ? <link rel="alternate" type="text/markdown" href={twin} title={`${title} (Markdown)`} /> : null}
    </>
  );
}
