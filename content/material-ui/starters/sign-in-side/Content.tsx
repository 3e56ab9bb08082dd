import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoFixHighRoundedIcon from '@mui/icons-material/AutoFixHighRounded';
import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import SettingsSuggestRoundedIcon from '@mui/icons-material/SettingsSuggestRounded';
import ThumbUpAltRoundedIcon from '@mui/icons-material/ThumbUpAltRounded';
import Sitemark from './Sitemark';

const highlights = [
  {
    icon: <SettingsSuggestRoundedIcon />,
    title: 'Adaptable performance',
    description:
      'Stays quick as your team and your data grow, without any tuning on your side.',
  },
  {
    icon: <ConstructionRoundedIcon />,
    title: 'Built to last',
    description:
      'Solid foundations and careful testing keep every release dependable.',
  },
  {
    icon: <ThumbUpAltRoundedIcon />,
    title: 'Great user experience',
    description:
      'Clear, consistent screens that people understand from the first visit.',
  },
  {
    icon: <AutoFixHighRoundedIcon />,
    title: 'Innovative functionality',
    description:
      'Smart shortcuts and automations take the repetitive work off your plate.',
  },
];

/** The marketing side of the page: the brand and a few short product highlights. */
export default function Content() {
  return (
    <Stack spacing={4} sx={{ width: '100%', maxWidth: 450 }}>
      <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
        <Sitemark />
      </Box>
      {highlights.map(({ icon, title, description }) => (
        <Stack key={title} direction="row" spacing={2}>
          <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>{icon}</Box>
          <div>
            <Typography
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 600, mb: 0.5 }}
            >
              {title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {description}
            </Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
