import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { documentHead, PageHead } from '../components/PageHead';
import { ShellButton } from '../components/shell';
import { createTranslate } from '../domain/i18n';
import type { StandalonePageContext } from '../domain/page/context';
import { resolveRouteData, standaloneRouteInput } from '../domain/page/routeData';
import { toPageUrl } from '../domain/routing';
import { PageShell } from '../layouts/PageShell';

/**
 * The page the service worker shows for a page not saved on this device, one per language. The build keeps
 * only its HTML without Gatsby's scripts (src/node/offline/offlinePage.ts): it is served at the URL the reader
 * asked for and must not boot the app there. "Try again" and the return of the connection reload that URL.
 * Its own URL (/offline/) is linked from nowhere and left out of the sitemap.
 */
function offlineRouteInput({ language, translations, card }: StandalonePageContext) {
  const t = createTranslate(language, translations);
  return standaloneRouteInput({ language, translations, pathname: '/offline', title: t('offline.title'), description: t('offline.description'), card });
}

export const Head = documentHead(({ pageContext }: HeadProps<object, StandalonePageContext>) => <PageHead route={resolveRouteData(offlineRouteInput(pageContext))} />);

export default function OfflinePage({ pageContext }: PageProps<object, StandalonePageContext>) {
  const { language, translations } = pageContext;
  const t = createTranslate(language, translations);
  const input = offlineRouteInput(pageContext);
  return (
    <PageShell input={input}>
      <p>{t('offline.saved')}</p>
      <p>
        <ShellButton type="button" data-variant="outlined" data-offline-retry="" onClick={() => window.location.reload()}>
          {t('offline.retry')}
        </ShellButton>{' '}
        <a href={toPageUrl('/', language)}>{t('offline.home')}</a>
      </p>
    </PageShell>
  );
}
