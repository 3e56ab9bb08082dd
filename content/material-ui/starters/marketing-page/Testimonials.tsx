import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import Section from './Section';

// Invented people and quotes.
const testimonials = [
  {
    name: 'Amara Okafor',
    occupation: 'Head of Growth, Lumenary',
    quote:
      'We replaced three tools with Sitemark. Our launch page went from a sketch to live in two days, and the signup rate beat our old site within a week.',
  },
  {
    name: 'Jonas Lindqvist',
    occupation: 'Founder, Quillfield',
    quote:
      'I am not a designer, yet every page I publish looks like one made it. The mobile preview alone has saved me from a dozen embarrassing launches.',
  },
  {
    name: 'Priya Raman',
    occupation: 'Marketing Lead, Orbitra',
    quote:
      'The dashboard is the first thing I open in the morning. Seeing which headline wins, live, changed how our team writes copy.',
  },
  {
    name: 'Mateo Alvarez',
    occupation: 'Product Designer, Kestrel & Co',
    quote:
      'Clean components, sensible spacing, no fighting the editor. It respects the design system we already had instead of forcing its own.',
  },
  {
    name: 'Hannah Becker',
    occupation: 'Content Strategist, Vantapoint',
    quote:
      'Scheduling a campaign page for midnight and actually sleeping through the launch is a small miracle. Support answered my one question in minutes.',
  },
  {
    name: 'Kenji Watanabe',
    occupation: 'CTO, Mossline',
    quote:
      'Fast pages, accessible markup and an export we can audit. Our engineers stopped getting pinged for copy changes, which everyone appreciates.',
  },
];

const avatarColors = ['primary', 'secondary', 'success'] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function Testimonials() {
  return (
    <Section
      id="testimonials"
      title="Testimonials"
      description="Teams of every size use Sitemark to launch faster and learn what their visitors want. Here is what a few of them say."
    >
      <Grid container spacing={2}>
        {testimonials.map((testimonial, index) => {
          const color = avatarColors[index % avatarColors.length];
          return (
            <Grid
              key={testimonial.name}
              size={{ xs: 12, sm: 6, md: 4 }}
              sx={{ display: 'flex' }}
            >
              <Card
                variant="outlined"
                component="figure"
                sx={{ m: 0, flex: 1, display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flex: 1 }}>
                  <FormatQuoteRoundedIcon
                    aria-hidden
                    sx={{ color: 'primary.main', fontSize: 32, mb: 1 }}
                  />
                  <Typography
                    component="blockquote"
                    sx={{ m: 0, color: 'text.secondary' }}
                  >
                    {testimonial.quote}
                  </Typography>
                </CardContent>
                <Box
                  component="figcaption"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 2,
                    pb: 2,
                  }}
                >
                  <Avatar
                    aria-hidden
                    sx={{
                      bgcolor: `${color}.main`,
                      color: `${color}.contrastText`,
                      fontSize: '0.9375rem',
                      fontWeight: 600,
                    }}
                  >
                    {initials(testimonial.name)}
                  </Avatar>
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>
                      {testimonial.name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {testimonial.occupation}
                    </Typography>
                  </Box>
                </Box>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Section>
  );
}
