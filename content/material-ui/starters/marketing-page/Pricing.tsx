import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid2';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Section from './Section';

interface Tier {
  title: string;
  price: number;
  description: string;
  features: string[];
  action: string;
  recommended?: boolean;
}

const tiers: Tier[] = [
  {
    title: 'Starter',
    price: 0,
    description: 'For side projects and a first launch.',
    features: [
      '1 published site',
      'Up to 2,000 visits a month',
      'Basic analytics',
      'Community forum',
    ],
    action: 'Start for free',
  },
  {
    title: 'Growth',
    price: 19,
    description: 'For teams that ship campaigns every week.',
    features: [
      '10 published sites',
      'Up to 50,000 visits a month',
      'A/B testing and live dashboard',
      'Custom domains',
      'Email support',
    ],
    action: 'Start a free trial',
    recommended: true,
  },
  {
    title: 'Scale',
    price: 49,
    description: 'For companies with many brands and markets.',
    features: [
      'Unlimited sites',
      'Unlimited visits',
      'Roles and approval flows',
      'Single sign-on',
      'Priority support',
    ],
    action: 'Contact sales',
  },
];

export default function Pricing() {
  return (
    <Section
      id="pricing"
      title="Pricing"
      description="Simple plans that grow with you. Every plan includes a 14-day trial of Growth features, and you can change or cancel at any time."
    >
      <Grid container spacing={3}>
        {tiers.map((tier) => (
          <Grid key={tier.title} size={{ xs: 12, md: 4 }} sx={{ display: 'flex' }}>
            <Card
              variant="outlined"
              sx={[
                { flex: 1, display: 'flex', flexDirection: 'column', p: 1 },
                Boolean(tier.recommended) && {
                  borderWidth: 2,
                  borderColor: 'primary.main',
                  boxShadow: 8,
                },
              ]}
            >
              <CardContent sx={{ flex: 1 }}>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    mb: 1,
                  }}
                >
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                    {tier.title}
                  </Typography>
                  {tier.recommended && (
                    <Chip
                      icon={<AutoAwesomeRoundedIcon />}
                      label="Recommended"
                      color="primary"
                      size="small"
                    />
                  )}
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {tier.description}
                </Typography>
                <Box
                  sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, my: 2 }}
                >
                  <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
                    ${tier.price}
                  </Typography>
                  <Typography component="p" sx={{ color: 'text.secondary' }}>
                    per month
                  </Typography>
                </Box>
                <Divider />
                <List dense aria-label={`Included in ${tier.title}`}>
                  {tier.features.map((feature) => (
                    <ListItem key={feature} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckCircleRoundedIcon fontSize="small" color="primary" />
                      </ListItemIcon>
                      <ListItemText primary={feature} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  fullWidth
                  variant={tier.recommended ? 'contained' : 'outlined'}
                >
                  {tier.action}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
