import * as React from 'react';
import { Icon } from './icons/Icon';
import site from '../config/site.json';
import { toPageUrl } from '../domain/routing';
import { useRouteData, useTranslate } from '../providers/RouteDataProvider';
import { HEADER_CLASS } from '../theme/classNames';
import { ShellIconButton, ShellIconLink } from './shell';
import { SiteSearch } from './search/SiteSearch';
import { ISLAND_ATTRIBUTE } from '../domain/page/appLoading';

/** The top bar: menu button (small screens), home logo, product name, search, source code and settings. */
export function AppHeader({ onOpenNav, hasNav, onOpenSettings }: { onOpenNav: () => void; hasNav: boolean; onOpenSettings: () => void }) {
  const { product, language } = useRouteData();
  const t = useTranslate();
  return (
    <header className={HEADER_CLASS}>
      {hasNav ? (
        <ShellIconButton type="button" className="header-menu" aria-label={t('app.openNavigation')} onClick={onOpenNav} {...{ [ISLAND_ATTRIBUTE]: 'nav' }}>
          <Icon name="MenuRounded" />
        </ShellIconButton>
      ) : null}
      <a className="header-home" href={toPageUrl('/', language)} aria-label={t('home.title')}>
        <img src="/logos/mui.svg" alt="" width={30} height={30} />
        <span className="header-wide">{product ? product.name : 'MUI'}</span>
      </a>
      <span className="header-spacer" />
      <SiteSearch />
      {/* Native titles instead of MUI Tooltip: keeps Popper.js out of every page's first load. */}
      <ShellIconLink
        href={site.sourceCodeUrl}
        target="_blank"
        rel="noopener"
        aria-label={t('app.sourceCode')}
        title={t('app.sourceCode')}
        data-ga-event-category="header"
        data-ga-event-action="github"
      >
        <Icon name="GitHub" />
      </ShellIconLink>
      <ShellIconButton
        type="button"
        aria-label={t('app.settings')}
        title={t('app.settings')}
        onClick={onOpenSettings}
        {...{ [ISLAND_ATTRIBUTE]: 'settings' }}
        data-ga-event-category="header"
        data-ga-event-action="settings"
      >
        <Icon name="SettingsOutlined" />
      </ShellIconButton>
    </header>
  );
}
