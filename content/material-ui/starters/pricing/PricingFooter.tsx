import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { footerColumns } from './pricingData';

export default function PricingFooter() {
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="md" sx={{ py: { xs: 5, sm: 6 } }}>
        <Grid container spacing={4}>
          {footerColumns.map((column) => (
            <Grid key={column.id} size={{ xs: 6, sm: 3 }}>
              <Typography id={column.id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, scrollMarginTop: 16 }}>
                {column.title}
              </Typography>
              <List dense disablePadding aria-labelledby={column.id} sx={{ mt: 1 }}>
                {column.items.map((item) => (
                  <ListItem key={item.label} disableGutters sx={{ py: 0.5 }}>
                    {item.href ? (
                      <Link href={item.href} variant="body2">
                        {item.label}
                      </Link>
                    ) : (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {item.label}
                      </Typography>
                    )}
                  </ListItem>
                ))}
              </List>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" align="center" sx={{ color: 'text.secondary' }}>
          Copyright © Company name 2024.
        </Typography>
      </Container>
    </Box>
  );
}
