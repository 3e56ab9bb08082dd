import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { BillingPeriod, priceFor, Tier } from './pricingData';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface TierCardProps {
  tier: Tier;
  period: BillingPeriod;
}

export default function TierCard({ tier, period }: TierCardProps) {
  const highlighted = Boolean(tier.badge);
  const titleId = `${tier.id}-title`;

  return (
    <Card
      id={tier.id}
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={[
        { height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3, scrollMarginTop: 16 },
        highlighted && ((theme) => ({ borderColor: 'primary.main', borderWidth: 2, boxShadow: `0 8px 24px rgba(${theme.vars.palette.primary.mainChannel} / 0.2)` })),
      ]}
    >
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {tier.title}
          </Typography>
          {tier.badge && <Chip size="small" color="primary" icon={<StarRoundedIcon />} label={tier.badge} />}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, my: 2 }}>
          <Typography component="span" variant="h3" sx={{ fontWeight: 700 }}>
            ${priceFor(tier, period)}
          </Typography>
          <Typography component="span" variant="h6" sx={{ color: 'text.secondary' }}>
            <span aria-hidden="true">{period === 'yearly' ? '/yr' : '/mo'}</span>
            <Box component="span" sx={visuallyHidden}>
              {period === 'yearly' ? 'per year' : 'per month'}
            </Box>
          </Typography>
        </Box>
        <Divider />
        <List dense sx={{ mt: 1 }}>
          {tier.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: 'primary.main' }}>
                <CheckCircleRoundedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 3, pt: 0 }}>
        <Button fullWidth size="large" variant={tier.buttonVariant}>
          {tier.buttonText}
        </Button>
      </CardActions>
    </Card>
  );
}
