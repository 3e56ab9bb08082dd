import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';

export default function CoverCard() {
  return (
    <Card sx={{ width: 320, minHeight: 240 }}>
      <CardCover
        sx={{
          background:
            'linear-gradient(135deg, var(--joy-palette-primary-400), var(--joy-palette-success-400))',
        }}
      />
      <CardCover
        sx={{
          background:
            'linear-gradient(to top, rgba(0 0 0 / 0.75), rgba(0 0 0 / 0) 70%)',
        }}
      />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="#fff">
          Lofoten Islands
        </Typography>
        <Typography
          level="body-sm"
          textColor="neutral.100"
          startDecorator={<LocationOnRounded />}
          sx={{ '--Icon-color': 'currentColor' }}
        >
          Nordland, Norway
        </Typography>
      </CardContent>
    </Card>
  );
}
