import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const plans = [
  { name: 'Starter', price: '$0', detail: 'For personal projects' },
  { name: 'Team', price: '$12', detail: 'Per member, per month' },
];

export default function InteractiveCard() {
  const [selected, setSelected] = React.useState('Starter');

  return (
    <Stack direction="row" spacing={2}>
      {plans.map((plan) => (
        <Card
          key={plan.name}
          variant={selected === plan.name ? 'soft' : 'outlined'}
          color={selected === plan.name ? 'primary' : 'neutral'}
          sx={{
            width: 180,
            '&:hover': {
              boxShadow: 'md',
              borderColor: 'neutral.outlinedHoverBorder',
            },
          }}
        >
          <CardContent>
            <Typography level="title-md">
              <Link
                overlay
                underline="none"
                component="button"
                aria-pressed={selected === plan.name}
                onClick={() => setSelected(plan.name)}
                sx={{ color: 'text.primary' }}
              >
                {plan.name}
              </Link>
            </Typography>
            <Typography level="h3">{plan.price}</Typography>
            <Typography level="body-sm">{plan.detail}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
