import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

export default function HighlightScope() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');

  const highlightScope = { highlight, fade };

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="highlight-label">highlight</InputLabel>
          <Select
            labelId="highlight-label"
            label="highlight"
            value={highlight}
            onChange={(event) =>
              setHighlight(event.target.value as HighlightOptions)
            }
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="item">item</MenuItem>
            <MenuItem value="series">series</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="fade-label">fade</InputLabel>
          <Select
            labelId="fade-label"
            label="fade"
            value={fade}
            onChange={(event) => setFade(event.target.value as FadeOptions)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="series">series</MenuItem>
            <MenuItem value="global">global</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <Typography component="figcaption" variant="subtitle2" align="center">
        New sign-ups by acquisition channel (point at a bar)
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr'] }]}
        series={[
          { data: [420, 380, 510, 560], label: 'Organic', highlightScope },
          { data: [210, 260, 240, 300], label: 'Referral', highlightScope },
          { data: [150, 170, 220, 190], label: 'Paid', highlightScope },
        ]}
        tooltip={{ trigger: 'item' }}
        width={520}
        height={280}
      />
    </Box>
  );
}
