import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import Info from './Info';
import { CheckoutValues, lastFourDigits, orderTotal, products, visuallyHidden } from './checkoutModel';

export interface ReviewProps {
  values: CheckoutValues;
}

/** A term and its value inside a description list. */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', minWidth: 110 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The last step: everything entered so far, to check before placing the order. */
export default function Review({ values }: ReviewProps) {
  const addressLines = [
    values.address1,
    values.address2,
    [values.city, values.state, values.zip].filter((part) => part.trim()).join(', '),
    values.country,
  ].filter((line) => line.trim());

  return (
    <div>
      <Info products={products} total={orderTotal} />
      <Divider sx={{ my: 3 }} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Shipment details
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {`${values.firstName} ${values.lastName}`}
          </Typography>
          <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {addressLines.map((line, index) => (
              <React.Fragment key={index}>
                {index > 0 && <br />}
                {line}
              </React.Fragment>
            ))}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Payment details
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            <Detail term="Card holder">{values.cardName}</Detail>
            <Detail term="Card number">
              <Box component="span" sx={visuallyHidden}>
                ending in{' '}
              </Box>
              <span aria-hidden="true">•••• </span>
              {lastFourDigits(values.cardNumber)}
            </Detail>
            <Detail term="Expiry date">{values.expDate}</Detail>
          </Box>
        </Grid>
      </Grid>
    </div>
  );
}
