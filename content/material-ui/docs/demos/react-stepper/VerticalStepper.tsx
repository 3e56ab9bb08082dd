import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Create a repository',
    text: 'Pick a name and choose who can see the code.',
  },
  {
    label: 'Add a workflow',
    text: 'Describe the jobs that build and test every push.',
  },
  {
    label: 'Protect the main branch',
    text: 'Require reviews and passing checks before merging.',
  },
];

export default function VerticalStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 420, width: '100%' }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography variant="body2">{step.text}</Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => setActiveStep(index + 1)}
                >
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => setActiveStep(index - 1)}
                >
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Box sx={{ mt: 2 }}>
          <Typography>Your project is set up.</Typography>
          <Button size="small" onClick={() => setActiveStep(0)} sx={{ mt: 1 }}>
            Start over
          </Button>
        </Box>
      )}
    </Box>
  );
}
