import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import { toPageUrl } from '../../domain/routing';
import { isExternal } from '../../domain/sidebar';
import { useMenuButton } from '../../hooks/useMenuButton';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';

/** The current version button: lists every version of the product and "View all versions". */
export function VersionMenu() {
  const { product, language } = useRouteData();
  const t = useTranslate();
  const { buttonProps, menuProps, close } = useMenuButton();
  const current = product?.versions.find((v) => v.current);
  if (!product || !current) return null;
  const href = (h: string) => (isExternal(h) ? h : toPageUrl(h, language));
  return (
    <React.Fragment>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        {...buttonProps}
        aria-label={`${t('nav.version')}: ${current.text}`}
        endIcon={<KeyboardArrowDownRounded />}
        sx={{ fontSize: '0.75rem', py: 0.25, borderColor: 'divider' }}
      >
        {current.text}
      </Button>
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
    </React.Fragment>
  );
}
