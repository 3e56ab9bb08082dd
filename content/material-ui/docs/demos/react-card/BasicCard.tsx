import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ width: 275 }}>
      <CardContent>
        <Typography gutterBottom sx={{ color: 'text.secondary', fontSize: 14 }}>
          Word of the day
        </Typography>
        <Typography variant="h5" component="div">
          serendipity
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>noun</Typography>
        <Typography variant="body2">
          Finding something good or useful without looking for it.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Learn more</Button>
      </CardActions>
    </Card>
  );
}
