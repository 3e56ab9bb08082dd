import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';

export default function BasicCard() {
  const [registered, setRegistered] = React.useState(false);

  return (
    <Card sx={{ width: 320 }}>
      <CardContent>
        <Typography level="title-lg">Design systems meetup</Typography>
        <Typography level="body-sm" startDecorator={<CalendarMonthRounded />}>
          April 17, 2024 · 18:30
        </Typography>
        <Typography level="body-md" sx={{ mt: 1 }}>
          Three short talks on tokens, theming and documentation, followed by
          questions.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral">
          Details
        </Button>
        <Button
          variant={registered ? 'soft' : 'solid'}
          onClick={() => setRegistered((value) => !value)}
        >
          {registered ? 'Registered' : 'Register'}
        </Button>
      </CardActions>
    </Card>
  );
}
