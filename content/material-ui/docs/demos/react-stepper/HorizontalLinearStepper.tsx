import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Account details', 'Team members', 'Review'];
const optionalStep = 1;

export default function HorizontalLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<number[]>([]);

  const handleNext = () => {
    setSkipped((prev) => prev.filter((step) => step !== activeStep));
    setActiveStep((prev) => prev + 1);
  };
  const handleSkip = () => {
    setSkipped((prev) => [...prev, activeStep]);
    setActiveStep((prev) => prev + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={skipped.includes(index) ? false : undefined}>
            <StepLabel
              optional={
                index === optionalStep ? (
                  <Typography variant="caption">Optional</Typography>
                ) : null
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length ? (
        <Box sx={{ mt: 3 }}>
          <Typography>All steps completed.</Typography>
          <Button
            onClick={() => {
              setActiveStep(0);
              setSkipped([]);
            }}
            sx={{ mt: 1 }}
          >
            Start over
          </Button>
        </Box>
      ) : (
        <Box sx={{ mt: 3 }}>
          <Typography>
            Step {activeStep + 1} of {steps.length}: {steps[activeStep]}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button
              disabled={activeStep === 0}
              onClick={() => setActiveStep(activeStep - 1)}
            >
              Back
            </Button>
            <Box sx={{ flex: 1 }} />
            {activeStep === optionalStep && (
              <Button onClick={handleSkip}>Skip</Button>
            )}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
