import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'starter', name: 'Starter', detail: '1 project, community support' },
  { value: 'team', name: 'Team', detail: '10 projects, email support' },
  { value: 'business', name: 'Business', detail: 'Unlimited projects, SSO' },
];

export default function RadioCards() {
  const labelId = React.useId();

  return (
    <div>
      <Typography id={labelId} level="title-md" sx={{ mb: 1.5 }}>
        Choose a plan
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        defaultValue="team"
        name="plan"
        overlay
        sx={{ gap: 1.5, maxWidth: 360 }}
      >
        {plans.map((plan) => (
          <Sheet
            key={plan.value}
            variant="outlined"
            sx={{ position: 'relative', borderRadius: 'md', p: 2 }}
          >
            <Radio
              value={plan.value}
              label={
                <React.Fragment>
                  <Typography
                    level="title-sm"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {plan.name}
                  </Typography>
                  <Typography level="body-sm" component="span">
                    {plan.detail}
                  </Typography>
                </React.Fragment>
              }
              slotProps={{
                action: ({ checked }) => ({
                  sx: checked
                    ? {
                        inset: -1,
                        border: '2px solid',
                        borderColor: 'primary.500',
                        borderRadius: 'md',
                      }
                    : {},
                }),
              }}
              sx={{
                flexDirection: 'row-reverse',
                justifyContent: 'space-between',
                gap: 2,
              }}
            />
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
