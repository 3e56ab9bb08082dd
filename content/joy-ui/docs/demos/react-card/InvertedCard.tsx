import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function InvertedCard() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ width: 320 }}>
      <Chip size="sm" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        Recommended
      </Chip>
      <CardContent>
        <Typography level="title-lg">Pro plan</Typography>
        <Typography level="body-sm" textColor="text.primary">
          Unlimited projects, version history and priority support.
        </Typography>
        <Typography level="h2" sx={{ mt: 1 }}>
          $24
          <Typography level="body-sm" component="span" textColor="text.primary">
            {' '}
            / month
          </Typography>
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="solid">Start free trial</Button>
        <Button variant="plain">Compare plans</Button>
      </CardActions>
    </Card>
  );
}
