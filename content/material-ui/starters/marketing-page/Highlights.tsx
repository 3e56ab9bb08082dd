import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import AutoFixHighRoundedIcon from '@mui/icons-material/AutoFixHighRounded';
import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import QueryStatsRoundedIcon from '@mui/icons-material/QueryStatsRounded';
import SettingsSuggestRoundedIcon from '@mui/icons-material/SettingsSuggestRounded';
import SupportAgentRoundedIcon from '@mui/icons-material/SupportAgentRounded';
import ThumbUpAltRoundedIcon from '@mui/icons-material/ThumbUpAltRounded';
import Section from './Section';

const highlights = [
  {
    icon: <SettingsSuggestRoundedIcon />,
    title: 'Adapts to your workflow',
    description:
      'Connect the tools you already use, from your CRM to your analytics, in a few clicks and without code.',
  },
  {
    icon: <ConstructionRoundedIcon />,
    title: 'Built to last',
    description:
      'Pages are static and cached at the edge, so a traffic spike on launch day is just another Tuesday.',
  },
  {
    icon: <ThumbUpAltRoundedIcon />,
    title: 'Great user experience',
    description:
      'Clear structure, readable type and keyboard-friendly controls for every visitor on every device.',
  },
  {
    icon: <AutoFixHighRoundedIcon />,
    title: 'Smart suggestions',
    description:
      'Get hints on headlines, contrast and image weight before you publish, not after the numbers dip.',
  },
  {
    icon: <SupportAgentRoundedIcon />,
    title: 'Support that cares',
    description:
      'Real people answer within the hour on working days, and they actually read your whole message.',
  },
  {
    icon: <QueryStatsRoundedIcon />,
    title: 'Precise measurement',
    description:
      'Privacy-friendly analytics that count what matters without a cookie banner in sight.',
  },
];

/**
 * A dark band in both colour modes: its colours are fixed greys rather than the
 * mode's background tokens.
 */
export default function Highlights() {
  return (
    <Section
      id="highlights"
      tone="inverted"
      title="Highlights"
      description="Why teams move their marketing site to Sitemark and stay: speed, care for detail and help when they need it."
    >
      <Grid container spacing={2}>
        {highlights.map((highlight) => (
          <Grid
            key={highlight.title}
            size={{ xs: 12, sm: 6, md: 4 }}
            sx={{ display: 'flex' }}
          >
            <Box
              sx={{
                flex: 1,
                p: 3,
                borderRadius: 2,
                border: '1px solid',
                borderColor: 'grey.800',
                bgcolor: 'rgba(255, 255, 255, 0.04)',
              }}
            >
              <Box sx={{ display: 'flex', color: 'primary.light', mb: 2 }}>
                {highlight.icon}
              </Box>
              <Typography
                component="h3"
                variant="subtitle1"
                gutterBottom
                sx={{ fontWeight: 600 }}
              >
                {highlight.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'grey.400' }}>
                {highlight.description}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
