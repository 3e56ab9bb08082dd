import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Step, { stepClasses } from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const steps = ['Account', 'Team', 'Billing'];
const descriptions = [
  'Choose a name and a password for the workspace owner.',
  'Invite up to five people by email.',
  'Add a card; you are not charged during the 14-day trial.',
];

export default function InteractiveStepper() {
  const [active, setActive] = React.useState(0);
  const [done, setDone] = React.useState<number[]>([]);

  const next = () => {
    setDone((list) => (list.includes(active) ? list : [...list, active]));
    setActive((step) => Math.min(step + 1, steps.length - 1));
  };

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Stepper
        sx={{
          // Color the line after each completed step.
          [`& .${stepClasses.completed}`]: {
            '--Step-connectorBg': 'var(--joy-palette-success-solidBg)',
          },
        }}
      >
        {steps.map((label, index) => {
          const completed = done.includes(index);
          return (
            <Step
              key={label}
              completed={completed}
              active={index === active}
              disabled={!completed && index > active}
              indicator={
                <StepIndicator
                  variant={completed || index === active ? 'solid' : 'outlined'}
                  color={
                    completed ? 'success' : index === active ? 'primary' : 'neutral'
                  }
                >
                  {completed ? <CheckRounded /> : index + 1}
                </StepIndicator>
              }
            >
              <StepButton
                aria-current={index === active ? 'step' : undefined}
                disabled={!completed && index !== active}
                onClick={() => setActive(index)}
              >
                {label}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      <Typography level="body-md">
        {done.length === steps.length
          ? 'Setup complete: your workspace is ready.'
          : `Step ${active + 1}: ${descriptions[active]}`}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="neutral"
          disabled={active === 0}
          onClick={() => setActive((step) => step - 1)}
        >
          Back
        </Button>
        <Button onClick={next}>
          {active === steps.length - 1 ? 'Finish' : 'Next'}
        </Button>
      </Stack>
    </Stack>
  );
}
