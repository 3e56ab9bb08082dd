import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import LandscapeRounded from '@mui/icons-material/LandscapeRounded';

export default function MediaCard() {
  return (
    <Card variant="outlined" sx={{ width: 320 }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <div
            role="img"
            aria-label="Illustration of mountains at sunset"
            style={{
              background:
                'linear-gradient(160deg, var(--joy-palette-warning-300), var(--joy-palette-danger-400))',
            }}
          >
            <LandscapeRounded sx={{ fontSize: 64, color: 'common.white' }} />
          </div>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Dolomites hiking week</Typography>
        <Typography level="body-sm">Seven days, four huts, one guide.</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1 }}>
          <Typography level="body-xs" textColor="text.secondary">
            1,240 views
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs" textColor="text.secondary">
            Updated April 2024
          </Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
