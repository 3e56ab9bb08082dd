import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { toPageUrl } from '../../domain/routing';
import { isExternal } from '../../domain/sidebar';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';

/** Every version of the product (the current one checked), then "View all versions". */
export function VersionMenuList({ menuProps, close }: { menuProps: Omit<MenuProps, 'children'>; close: () => void }) {
  const { product, language } = useRouteData();
  const t = useTranslate();
  const href = (h: string) => (isExternal(h) ? h : toPageUrl(h, language));
  if (!product) return null;
  return (
    <Menu {...menuProps}>
      {product.versions.map((version) => (
        <MenuItem
          key={version.text}
          component="a"
          href={href(version.href)}
          selected={version.current}
          aria-current={version.current ? 'true' : undefined}
          onClick={close}
        >
          <ListItemText primary={version.text} />
          {version.current ? (
            <ListItemIcon sx={{ ml: 2, minWidth: 0 }}>
              <CheckRounded fontSize="small" color="primary" aria-hidden />
            </ListItemIcon>
          ) : null}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem component="a" href={href('/versions')} onClick={close}>
        {t('nav.viewAllVersions')}
      </MenuItem>
    </Menu>
  );
}
