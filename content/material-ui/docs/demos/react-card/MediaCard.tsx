import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

// An inline SVG landscape, so the demo needs no network request.
const landscape = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 345 140'><defs><linearGradient id='s' x2='0' y2='1'><stop offset='0' stop-color='#ffb74d'/><stop offset='1' stop-color='#ffe0b2'/></linearGradient></defs><rect width='345' height='140' fill='url(#s)'/><circle cx='250' cy='60' r='22' fill='#fff3e0'/><path d='M0 140 90 55l60 50 55-40 140 75z' fill='#5d4037'/><path d='M0 140 120 90l80 50z' fill='#3e2723'/></svg>",
)}`;

export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardMedia
        sx={{ height: 140 }}
        image={landscape}
        title="Mountains at sunset"
      />
      <CardContent>
        <Typography gutterBottom variant="h5" component="div">
          Dolomites
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A mountain range in northern Italy, known for its steep limestone peaks
          that turn pink at sunset.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Share</Button>
        <Button size="small">Learn more</Button>
      </CardActions>
    </Card>
  );
}
