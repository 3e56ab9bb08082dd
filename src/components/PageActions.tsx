import * as React from 'react';
import site from '../config/site.json';
import { repositoryFileUrl, type PageSource } from '../domain/agents';
import { format } from '../domain/i18n';
import { ISLAND_ATTRIBUTE } from '../domain/page/appLoading';
import { useClipboardCopy } from '../hooks/useClipboardCopy';
import { useTranslate } from '../providers/RouteDataProvider';
import { PAGE_ACTIONS_CLASS } from '../theme/classNames';
import { Icon } from './icons/Icon';
import { ShellButton, ShellButtonLink, ShellLink } from './shell';

/** The page's text as its Markdown twin says it (fetched when the reader copies it). */
async function fetchTwin(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Under a documentation page's description: "Copy page" puts the page's Markdown twin on the clipboard (reading
 * "Copied" for a moment and announcing it, as code blocks do), "View as Markdown" opens the twin.
 */
export function PageActions({ twin }: { twin: string }) {
  const t = useTranslate();
  const { isCopied, copy } = useClipboardCopy();
  return (
    // On a page read without the app, the group is an island of its own (src/gatsby/reader/islands.tsx).
    <div className={PAGE_ACTIONS_CLASS.root} role="group" aria-label={t('pageActions.label')} {...{ [ISLAND_ATTRIBUTE]: 'actions' }}>
      <ShellButton type="button" data-variant="outlined" aria-label={t('pageActions.copyAriaLabel')} onClick={() => void copy(fetchTwin(twin))}>
        <Icon name="ContentCopyRounded" />
        <span className={PAGE_ACTIONS_CLASS.labels}>
          <span hidden={isCopied}>{t('pageActions.copy')}</span>
          <span hidden={!isCopied}>{t('pageActions.copied')}</span>
        </span>
      </ShellButton>
      <span role="status" className={PAGE_ACTIONS_CLASS.status}>
        {isCopied ? t('pageActions.copied') : ''}
      </span>
      <ShellButtonLink href={twin} data-variant="outlined" type="text/markdown">
        <Icon name="ArticleRounded" />
        {t('pageActions.viewMarkdown')}
      </ShellButtonLink>
    </div>
  );
}

/** Under a documentation page's body: "Edit this page" (its MDX file in the repository) and the date of its last commit. */
export function PageSourceLinks({ source }: { source: PageSource }) {
  const t = useTranslate();
  return (
    <div className={PAGE_ACTIONS_CLASS.source}>
      <ShellLink href={repositoryFileUrl(site.sourceCodeUrl, source.path, 'edit')}>{t('pageActions.edit')}</ShellLink>
      {source.lastUpdated ? (
        <p>
          <time dateTime={source.lastUpdated.date}>{format(t('pageActions.lastUpdated'), { date: source.lastUpdated.text })}</time>
        </p>
      ) : null}
    </div>
  );
}
