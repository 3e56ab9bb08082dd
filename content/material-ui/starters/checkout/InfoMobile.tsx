import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Info from './Info';
import { formatPrice, Product } from './checkoutModel';

export interface InfoMobileProps {
  products: Product[];
  total: number;
}

const detailsId = 'order-summary-details';

/** The order summary on small screens: the total, with the product lines behind a disclosure button. */
export default function InfoMobile({ products, total }: InfoMobileProps) {
  const [open, setOpen] = React.useState(false);

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <div>
          <Typography component="h2" variant="subtitle2" sx={{ color: 'text.secondary' }}>
            Order summary
          </Typography>
          <Typography variant="h6" component="p">
            {formatPrice(total)}
          </Typography>
        </div>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          endIcon={<ExpandMoreRoundedIcon sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        >
          {open ? 'Hide details' : 'View details'}
        </Button>
      </Box>
      <Collapse in={open} id={detailsId}>
        <Box sx={{ pt: 1 }}>
          <Info products={products} total={total} />
        </Box>
      </Collapse>
    </Paper>
  );
}
