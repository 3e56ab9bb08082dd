import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import PricingFooter from './PricingFooter';
import TierCard from './TierCard';
import { BillingPeriod, faqs, tiers } from './pricingData';

const navLinks = [
  { label: 'Features', href: '#features' },
  { label: 'Enterprise', href: '#enterprise' },
  { label: 'Support', href: '#support' },
];

export default function Pricing() {
  const [period, setPeriod] = React.useState<BillingPeriod>('monthly');

  return (
    <Box sx={{ minHeight: 'var(--template-height, 100dvh)', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, py: { xs: 1, sm: 0 } }}>
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, fontWeight: 700 }}>
            Company name
          </Typography>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ order: { xs: 3, sm: 0 }, width: { xs: '100%', sm: 'auto' }, display: 'flex', gap: { xs: 2.5, sm: 3 }, py: { xs: 1, sm: 0 } }}
          >
            {navLinks.map((link) => (
              <Link key={link.href} href={link.href} variant="button" color="text.primary" underline="hover" sx={{ textTransform: 'none', fontSize: '0.9375rem' }}>
                {link.label}
              </Link>
            ))}
          </Box>
          <Button variant="outlined" size="small" sx={{ ml: { sm: 1 } }}>
            Login
          </Button>
        </Toolbar>
      </AppBar>

      <Box component="main" sx={{ flexGrow: 1 }}>
        <Box
          sx={(theme) => ({
            backgroundImage: `radial-gradient(ellipse 80% 60% at 50% -10%, rgba(${theme.vars.palette.primary.mainChannel} / 0.16), transparent)`,
          })}
        >
          <Container maxWidth="sm" sx={{ pt: { xs: 6, sm: 10 }, pb: 4, textAlign: 'center' }}>
            <Typography component="h1" variant="h2" sx={{ fontWeight: 700, fontSize: { xs: '2.75rem', sm: '3.75rem' } }}>
              Pricing
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 2, color: 'text.secondary', fontWeight: 400 }}>
              Pick the plan that fits your team today and switch whenever it grows. Every plan starts with a 14-day trial, no credit card needed.
            </Typography>
            <Box sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={period}
                onChange={(_event, value: BillingPeriod | null) => {
                  // An exclusive group reports null when the selected button is clicked again: keep the current period.
                  if (value) setPeriod(value);
                }}
                aria-label="Billing period"
              >
                <ToggleButton value="monthly" sx={{ px: 2.5 }}>
                  Monthly
                </ToggleButton>
                <ToggleButton value="yearly" sx={{ px: 2.5 }}>
                  Yearly
                </ToggleButton>
              </ToggleButtonGroup>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Pay yearly and get two months free.
              </Typography>
            </Box>
          </Container>
        </Box>

        <Container maxWidth="md" sx={{ pb: { xs: 8, sm: 10 } }}>
          <Grid container spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'stretch' }}>
            {tiers.map((tier) => (
              <Grid key={tier.id} size={{ xs: 12, sm: tier.id === 'enterprise' ? 12 : 6, md: 4 }}>
                <TierCard tier={tier} period={period} />
              </Grid>
            ))}
          </Grid>
        </Container>

        <Box id="support" component="section" aria-labelledby="support-title" sx={{ bgcolor: 'action.hover', py: { xs: 6, sm: 8 }, scrollMarginTop: 16 }}>
          <Container maxWidth="md">
            <Typography id="support-title" component="h2" variant="h4" sx={{ fontWeight: 700, textAlign: 'center' }}>
              Frequently asked questions
            </Typography>
            <Typography sx={{ mt: 1, mb: 5, color: 'text.secondary', textAlign: 'center' }}>
              Something else on your mind? Our support team answers every message within one business day.
            </Typography>
            <Grid container spacing={4}>
              {faqs.map((faq) => (
                <Grid key={faq.question} size={{ xs: 12, sm: 6 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {faq.question}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                    {faq.answer}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>
      </Box>

      <PricingFooter />
    </Box>
  );
}
