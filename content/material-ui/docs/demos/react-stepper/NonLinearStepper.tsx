import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Profile photo', 'Contact details', 'Notifications'];

export default function NonLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({});
  const doneCount = Object.values(completed).filter(Boolean).length;

  const handleComplete = () => {
    const next = { ...completed, [activeStep]: true };
    setCompleted(next);
    // Move to the first step that is still open, if any.
    const open = steps.findIndex((_, index) => !next[index]);
    if (open !== -1) {
      setActiveStep(open);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={completed[index]}>
            <StepButton onClick={() => setActiveStep(index)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 3 }}>
        {doneCount === steps.length
          ? 'Your profile is complete.'
          : `Editing “${steps[activeStep]}”. ${doneCount} of ${steps.length} steps done.`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          disabled={completed[activeStep] === true}
          onClick={handleComplete}
        >
          Mark as done
        </Button>
        <Button onClick={() => setCompleted({})} disabled={doneCount === 0}>
          Reset
        </Button>
      </Box>
    </Box>
  );
}
