import * as React from 'react';
import { Link as GatsbyLink } from 'gatsby';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import GitHub from '@mui/icons-material/GitHub';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import site from '../config/site.json';
import { toPageUrl } from '../domain/routing';
import { useRouteData, useTranslate } from '../providers/RouteDataProvider';
import { HEADER_HEIGHT } from '../theme/brandTheme';

/** The top bar: menu button (small screens), home logo, product name, search slot, source code and settings. */
export function AppHeader({ onOpenNav, hasNav, onOpenSettings }: { onOpenNav: () => void; hasNav: boolean; onOpenSettings: () => void }) {
  const { product, language } = useRouteData();
  const t = useTranslate();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={(theme) => ({
        height: HEADER_HEIGHT,
        justifyContent: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        backdropFilter: 'blur(8px)',
        bgcolor: 'hsla(0, 0%, 100%, 0.6)',
        ...theme.applyStyles('dark', { bgcolor: 'hsla(210, 14%, 7%, 0.6)' }),
      })}
    >
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: HEADER_HEIGHT }}>
        {hasNav ? (
          <IconButton edge="start" aria-label={t('app.openNavigation')} onClick={onOpenNav} sx={{ display: { lg: 'none' } }}>
            <MenuRounded />
          </IconButton>
        ) : null}
        <Box
          component={GatsbyLink}
          to={toPageUrl('/', language)}
          aria-label={t('home.title')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
        >
          <Box component="img" src="/logos/mui.svg" alt="" width={30} height={30} />
          <Box component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
            {product ? product.name : 'MUI'}
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<SearchRounded />}
          disabled
          aria-label={t('app.search')}
          sx={{ borderColor: 'divider', color: 'text.secondary', minWidth: { sm: 180 }, justifyContent: 'flex-start', fontWeight: 400 }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('app.search')}
          </Box>
        </Button>
        {/* Native titles instead of MUI Tooltip: keeps Popper.js out of every page's first load. */}
        <IconButton component="a" href={site.sourceCodeUrl} target="_blank" rel="noopener" aria-label={t('app.sourceCode')} title={t('app.sourceCode')}>
          <GitHub fontSize="small" />
        </IconButton>
        <IconButton aria-label={t('app.settings')} title={t('app.settings')} onClick={onOpenSettings} data-ga-event-category="header" data-ga-event-action="settings">
          <SettingsOutlined fontSize="small" />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
