import * as React from 'react';
import { Link as GatsbyLink } from 'gatsby';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import { toPageUrl } from '../../domain/routing';
import { useMenuButton } from '../../hooks/useMenuButton';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';

/** The product name button: opens a menu of every documented product. */
export function ProductSwitcher() {
  const { product, products, language } = useRouteData();
  const t = useTranslate();
  const { buttonProps, menuProps, close } = useMenuButton();
  if (!product) return null;
  return (
    <React.Fragment>
      <Button
        size="small"
        color="inherit"
        {...buttonProps}
        aria-label={`${t('nav.products')}: ${product.name}`}
        endIcon={<KeyboardArrowDownRounded />}
        sx={{ fontWeight: 700, minWidth: 0 }}
      >
        {product.name}
      </Button>
      <Menu {...menuProps}>
        {products.map((p) => (
          <MenuItem
            key={p.productId}
            component={GatsbyLink}
            to={toPageUrl(p.landing, language)}
            selected={p.productId === product.productId}
            onClick={close}
            sx={{ maxWidth: 360, whiteSpace: 'normal' }}
          >
            <Box component="img" src={p.logo} alt="" width={24} height={24} sx={{ mr: 1.5 }} />
            <ListItemText primary={p.name} secondary={p.description} primaryTypographyProps={{ fontWeight: 600 }} />
          </MenuItem>
        ))}
      </Menu>
    </React.Fragment>
  );
}
