import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DevicesRoundedIcon from '@mui/icons-material/DevicesRounded';
import EdgesensorHighRoundedIcon from '@mui/icons-material/EdgesensorHighRounded';
import ViewQuiltRoundedIcon from '@mui/icons-material/ViewQuiltRounded';
import FeatureIllustration, { IllustrationKind } from './FeatureIllustration';
import Section from './Section';

interface Feature {
  kind: IllustrationKind;
  icon: React.ReactNode;
  title: string;
  summary: string;
  details: string;
  illustration: string;
}

const features: Feature[] = [
  {
    kind: 'dashboard',
    icon: <ViewQuiltRoundedIcon />,
    title: 'Dashboard',
    summary: 'Every visit, click and signup on one screen.',
    details:
      'Traffic sources, conversion rates and the pages that pull their weight, updated as visitors arrive. Pin the numbers your team cares about and share a read-only link with anyone.',
    illustration:
      'A donut chart splitting traffic into four sources, with a legend beside it',
  },
  {
    kind: 'mobile',
    icon: <EdgesensorHighRoundedIcon />,
    title: 'Mobile first',
    summary: 'Pages that feel native on a phone.',
    details:
      'Every block is designed for small screens first: thumb-sized buttons, readable type and images that load in a blink on a patchy connection. Preview any page on a phone before you publish.',
    illustration:
      'A phone showing a page with a banner, two text blocks and a rounded call-to-action button',
  },
  {
    kind: 'devices',
    icon: <DevicesRoundedIcon />,
    title: 'Every screen',
    summary: 'One layout, from watch-sized to wall-sized.',
    details:
      'Layouts reflow on their own from a 27-inch monitor down to the smallest phone. Edit once and Sitemark keeps the desktop, tablet and mobile versions in step.',
    illustration:
      'A laptop, a tablet and a phone showing the same page side by side',
  },
];

export default function Features() {
  const [selected, setSelected] = React.useState(0);
  const feature = features[selected];

  return (
    <Section
      id="features"
      title="Features"
      align="start"
      description="Everything you need to publish, measure and improve a marketing site, without waiting on a developer for each change. Pick a feature to see it in action."
    >
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2} role="group" aria-label="Choose a feature">
            {features.map((item, index) => {
              const active = index === selected;
              return (
                <ButtonBase
                  key={item.kind}
                  aria-pressed={active}
                  aria-controls="features-panel"
                  onClick={() => setSelected(index)}
                  sx={(theme) => ({
                    display: 'flex',
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                    gap: 2,
                    p: 2.5,
                    width: '100%',
                    textAlign: 'start',
                    borderRadius: 2,
                    border: '1px solid',
                    borderColor: active ? 'primary.main' : 'divider',
                    bgcolor: 'background.paper',
                    transition: 'border-color 120ms, background-color 120ms',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': {
                      outline: '2px solid',
                      outlineColor: (theme.vars || theme).palette.primary.main,
                      outlineOffset: 2,
                    },
                    ...(active && {
                      backgroundColor: theme.vars
                        ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`
                        : alpha(theme.palette.primary.main, 0.08),
                      '&:hover': {
                        backgroundColor: theme.vars
                          ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`
                          : alpha(theme.palette.primary.main, 0.12),
                      },
                    }),
                  })}
                >
                  <Box
                    component="span"
                    sx={{
                      display: 'flex',
                      color: active ? 'primary.main' : 'text.secondary',
                    }}
                  >
                    {item.icon}
                  </Box>
                  <Box component="span">
                    <Typography
                      component="span"
                      sx={{
                        display: 'block',
                        fontWeight: 600,
                        color: 'text.primary',
                      }}
                    >
                      {item.title}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {item.summary}
                    </Typography>
                  </Box>
                </ButtonBase>
              );
            })}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card id="features-panel" variant="outlined" sx={{ height: '100%', p: 1 }}>
            <FeatureIllustration kind={feature.kind} label={feature.illustration} />
            <CardContent>
              <Typography
                component="h3"
                variant="h6"
                gutterBottom
                sx={{ fontWeight: 600 }}
              >
                {feature.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {feature.details}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Section>
  );
}
