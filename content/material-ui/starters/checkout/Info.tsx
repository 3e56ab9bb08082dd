import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatPrice, Product } from './checkoutModel';

export interface InfoProps {
  products: Product[];
  total: number;
}

/** The product lines of the order and its total. */
export default function Info({ products, total }: InfoProps) {
  return (
    <div>
      <List disablePadding>
        {products.map((product) => (
          <ListItem key={product.name} disableGutters sx={{ py: 1, gap: 2 }}>
            <ListItemText primary={product.name} secondary={product.description} sx={{ m: 0 }} />
            <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
              {formatPrice(product.price)}
            </Typography>
          </ListItem>
        ))}
        <ListItem disableGutters sx={{ py: 1, gap: 2 }}>
          <ListItemText primary="Shipping" secondary="Standard, 3–5 business days" sx={{ m: 0 }} />
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            Free
          </Typography>
        </ListItem>
      </List>
      <Divider />
      <Typography component="p" variant="subtitle1" sx={{ display: 'flex', justifyContent: 'space-between', pt: 2, fontWeight: 700 }}>
        <span>Total</span>
        <span>{formatPrice(total)}</span>
      </Typography>
    </div>
  );
}
