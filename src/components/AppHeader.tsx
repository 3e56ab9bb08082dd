import * as React from 'react';
import { styled } from '@mui/material/styles';
import GitHub from '@mui/icons-material/GitHub';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import site from '../config/site.json';
import { toPageUrl } from '../domain/routing';
import { useRouteData, useTranslate } from '../providers/RouteDataProvider';
import { HEADER_HEIGHT } from '../theme/brandTheme';
import { ShellButton, ShellIconButton, ShellIconLink } from './shell';

const HeaderRoot = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: HEADER_HEIGHT,
  paddingInline: 16,
  [theme.breakpoints.up('sm')]: { paddingInline: 24 },
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  backdropFilter: 'blur(8px)',
  color: theme.vars.palette.text.primary,
  backgroundColor: 'hsla(0, 0%, 100%, 0.6)',
  ...theme.applyStyles('dark', { backgroundColor: 'hsla(210, 14%, 7%, 0.6)' }),
  '& .header-menu': { marginInlineStart: -12, [theme.breakpoints.up('lg')]: { display: 'none' } },
  '& .header-home': { display: 'flex', alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none', fontWeight: 700 },
  '& .header-wide': { display: 'none', [theme.breakpoints.up('sm')]: { display: 'inline' } },
  '& .header-spacer': { flexGrow: 1 },
  '& .header-search': { justifyContent: 'flex-start', fontWeight: 400, [theme.breakpoints.up('sm')]: { minWidth: 180 } },
}));

/** The top bar: menu button (small screens), home logo, product name, search slot, source code and settings. */
export function AppHeader({ onOpenNav, hasNav, onOpenSettings }: { onOpenNav: () => void; hasNav: boolean; onOpenSettings: () => void }) {
  const { product, language } = useRouteData();
  const t = useTranslate();
  return (
    <HeaderRoot>
      {hasNav ? (
        <ShellIconButton type="button" className="header-menu" aria-label={t('app.openNavigation')} onClick={onOpenNav}>
          <MenuRounded aria-hidden />
        </ShellIconButton>
      ) : null}
      <a className="header-home" href={toPageUrl('/', language)} aria-label={t('home.title')}>
        <img src="/logos/mui.svg" alt="" width={30} height={30} />
        <span className="header-wide">{product ? product.name : 'MUI'}</span>
      </a>
      <span className="header-spacer" />
      <ShellButton type="button" data-variant="outlined" className="header-search" disabled aria-label={t('app.search')}>
        <SearchRounded aria-hidden />
        <span className="header-wide">{t('app.search')}</span>
      </ShellButton>
      {/* Native titles instead of MUI Tooltip: keeps Popper.js out of every page's first load. */}
      <ShellIconLink href={site.sourceCodeUrl} target="_blank" rel="noopener" aria-label={t('app.sourceCode')} title={t('app.sourceCode')}>
        <GitHub aria-hidden />
      </ShellIconLink>
      <ShellIconButton
        type="button"
        aria-label={t('app.settings')}
        title={t('app.settings')}
        onClick={onOpenSettings}
        data-ga-event-category="header"
        data-ga-event-action="settings"
      >
        <SettingsOutlined aria-hidden />
      </ShellIconButton>
    </HeaderRoot>
  );
}
