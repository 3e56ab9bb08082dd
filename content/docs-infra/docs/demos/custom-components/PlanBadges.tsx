import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

type Plan = 'community' | 'pro' | 'premium';

const labels: Record<Plan, string> = {
  community: 'Community (MIT)',
  pro: 'Pro plan',
  premium: 'Premium plan',
};

/** The plan of a feature, as a chip with text: never a color alone. */
function PlanBadge({ plan }: { plan: Plan }) {
  return (
    <Chip
      size="small"
      variant={plan === 'community' ? 'outlined' : 'filled'}
      color={plan === 'premium' ? 'secondary' : plan === 'pro' ? 'primary' : 'default'}
      label={labels[plan]}
    />
  );
}

export default function PlanBadges() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <PlanBadge plan="community" />
      <PlanBadge plan="pro" />
      <PlanBadge plan="premium" />
    </Stack>
  );
}
