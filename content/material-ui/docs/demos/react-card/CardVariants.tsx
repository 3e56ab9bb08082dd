import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function PlanCard({ raised, outlined }: { raised?: boolean; outlined?: boolean }) {
  return (
    <Card
      raised={raised}
      variant={outlined ? 'outlined' : 'elevation'}
      sx={{ width: 200 }}
    >
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {outlined ? 'variant="outlined"' : raised ? 'raised' : 'default'}
        </Typography>
        <Typography variant="h6" component="div">
          Starter plan
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Choose</Button>
      </CardActions>
    </Card>
  );
}

export default function CardVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <PlanCard />
      <PlanCard raised />
      <PlanCard outlined />
    </Stack>
  );
}
