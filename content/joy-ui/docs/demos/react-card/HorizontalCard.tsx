import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';

export default function HorizontalCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 400 }}>
      <AspectRatio ratio="1" sx={{ width: 96, borderRadius: 'sm' }}>
        <div>
          <HeadphonesRounded sx={{ fontSize: 40 }} />
        </div>
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">Wireless headphones</Typography>
        <Typography level="body-sm">
          Noise cancelling, 30 hours of battery.
        </Typography>
        <Typography level="title-lg" sx={{ mt: 'auto' }}>
          $129
        </Typography>
      </CardContent>
      <Chip
        size="sm"
        variant="soft"
        color="success"
        sx={{ alignSelf: 'flex-start' }}
      >
        In stock
      </Chip>
    </Card>
  );
}
