import * as React from 'react';
import Box from '@mui/material/Box';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import { toPageUrl } from '../../domain/routing';
import { useRouteData } from '../../providers/RouteDataProvider';
import { goTo, isPlainClick } from '../goTo';

/**
 * Every documented product, linking to its landing page in the current language: plain links, followed through `goTo`
 * (Gatsby's navigation in the app, a page load in an island of a page read without it).
 */
export function ProductMenu({ menuProps, close }: { menuProps: Omit<MenuProps, 'children'>; close: () => void }) {
  const { product, products, language } = useRouteData();
  return (
    <Menu {...menuProps}>
      {products.map((p) => (
        <MenuItem
          key={p.productId}
          component="a"
          href={toPageUrl(p.landing, language)}
          selected={p.productId === product?.productId}
          onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
            close();
            if (!isPlainClick(event)) return;
            event.preventDefault();
            goTo(toPageUrl(p.landing, language));
          }}
          sx={{ maxWidth: 360, whiteSpace: 'normal' }}
        >
          <Box component="img" src={p.logo} alt="" width={24} height={24} sx={{ mr: 1.5 }} />
          <ListItemText primary={p.name} secondary={p.description} primaryTypographyProps={{ fontWeight: 600 }} />
        </MenuItem>
      ))}
    </Menu>
  );
}
