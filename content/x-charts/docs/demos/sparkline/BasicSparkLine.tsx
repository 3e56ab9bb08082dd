import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const downloads = [3, 4, 2, 5, 4, 6, 7, 6, 8, 9, 8, 11];

export default function BasicSparkLine() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
      <Stack component="figure" spacing={1} sx={{ m: 0 }}>
        <Typography component="figcaption" variant="body2">
          Weekly downloads, line
        </Typography>
        <SparkLineChart data={downloads} width={160} height={48} />
      </Stack>
      <Stack component="figure" spacing={1} sx={{ m: 0 }}>
        <Typography component="figcaption" variant="body2">
          Weekly downloads, bars
        </Typography>
        <SparkLineChart plotType="bar" data={downloads} width={160} height={48} />
      </Stack>
      <Stack component="figure" spacing={1} sx={{ m: 0 }}>
        <Typography component="figcaption" variant="body2">
          Weekly downloads, area
        </Typography>
        <SparkLineChart
          data={downloads}
          area
          curve="natural"
          width={160}
          height={48}
        />
      </Stack>
    </Stack>
  );
}
