import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import AppAppBar from './AppAppBar';
import FAQ from './FAQ';
import Features from './Features';
import Footer from './Footer';
import Hero from './Hero';
import Highlights from './Highlights';
import LogoCollection from './LogoCollection';
import Pricing from './Pricing';
import Testimonials from './Testimonials';

export default function MarketingPage() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 'var(--template-height, 100dvh)',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <AppAppBar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Hero />
        <LogoCollection />
        <Divider />
        <Features />
        <Divider />
        <Testimonials />
        <Highlights />
        <Pricing />
        <Divider />
        <FAQ />
      </Box>
      <Footer />
    </Box>
  );
}
