import * as React from 'react';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];
const activeStep = 2;

export default function BasicStepper() {
  return (
    <Stepper sx={{ width: '100%' }}>
      {steps.map((label, index) => (
        <Step
          key={label}
          active={index === activeStep}
          completed={index < activeStep}
          aria-current={index === activeStep ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={index <= activeStep ? 'solid' : 'outlined'}
              color={index <= activeStep ? 'primary' : 'neutral'}
            >
              {index + 1}
            </StepIndicator>
          }
        >
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
