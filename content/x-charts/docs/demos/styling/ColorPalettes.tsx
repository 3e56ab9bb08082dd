import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
} from '@mui/x-charts/colorPalettes';

// Each palette is a function of the color mode, so the chart follows light and dark mode.
const palettes = {
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

type PaletteName = keyof typeof palettes;

export default function ColorPalettes() {
  const [palette, setPalette] = React.useState<PaletteName>('mangoFusion');

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(event, value: PaletteName | null) => value && setPalette(value)}
        aria-label="Color palette"
        sx={{ justifySelf: 'center' }}
      >
        {Object.keys(palettes).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography component="figcaption" variant="subtitle2" align="center">
        Time spent per app category (hours per week)
      </Typography>
      <PieChart
        colors={palettes[palette]}
        series={[
          {
            innerRadius: 40,
            data: [
              { id: 0, value: 9, label: 'Social' },
              { id: 1, value: 7, label: 'Video' },
              { id: 2, value: 5, label: 'Music' },
              { id: 3, value: 4, label: 'News' },
              { id: 4, value: 3, label: 'Games' },
              { id: 5, value: 2, label: 'Fitness' },
            ],
          },
        ]}
        width={440}
        height={240}
      />
    </Box>
  );
}
