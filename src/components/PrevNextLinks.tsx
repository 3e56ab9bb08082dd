import * as React from 'react';
import { Icon } from './icons/Icon';
import { toPageUrl } from '../domain/routing';
import { useRouteData, useTranslate } from '../providers/RouteDataProvider';
import { ShellButtonLink } from './shell';

/** Links to the neighbouring pages in sidebar reading order. */
export function PrevNextLinks() {
  const { prev, next, language } = useRouteData();
  const t = useTranslate();
  if (!prev && !next) return null;
  const linkStyle = { fontSize: '0.875rem', color: 'var(--mui-palette-primary-main)' };
  return (
    <nav aria-label={t('page.pagination')} style={{ display: 'flex', justifyContent: 'space-between', gap: 16, marginTop: 48 }}>
      {prev ? (
        <ShellButtonLink href={toPageUrl(prev.pathname, language)} rel="prev" aria-label={`${t('page.previous')}: ${prev.title}`} style={linkStyle}>
          <Icon name="ChevronLeftRounded" />
          {prev.title}
        </ShellButtonLink>
      ) : (
        <span />
      )}
      {next ? (
        <ShellButtonLink href={toPageUrl(next.pathname, language)} rel="next" aria-label={`${t('page.next')}: ${next.title}`} style={linkStyle}>
          {next.title}
          <Icon name="ChevronRightRounded" />
        </ShellButtonLink>
      ) : null}
    </nav>
  );
}
