import * as React from 'react';
import { Link as GatsbyLink } from 'gatsby';
import Box from '@mui/material/Box';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import { toPageUrl } from '../../domain/routing';
import { useRouteData } from '../../providers/RouteDataProvider';

/** Every documented product, linking to its landing page in the current language. */
export function ProductMenu({ menuProps, close }: { menuProps: Omit<MenuProps, 'children'>; close: () => void }) {
  const { product, products, language } = useRouteData();
  return (
    <Menu {...menuProps}>
      {products.map((p) => (
        <MenuItem
          key={p.productId}
          component={GatsbyLink}
          to={toPageUrl(p.landing, language)}
          selected={p.productId === product?.productId}
          onClick={close}
          sx={{ maxWidth: 360, whiteSpace: 'normal' }}
        >
          <Box component="img" src={p.logo} alt="" width={24} height={24} sx={{ mr: 1.5 }} />
          <ListItemText primary={p.name} secondary={p.description} primaryTypographyProps={{ fontWeight: 600 }} />
        </MenuItem>
      ))}
    </Menu>
  );
}
