import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper, { StepperProps } from '@mui/joy/Stepper';

const sizes: NonNullable<StepperProps['size']>[] = ['sm', 'md', 'lg'];

export default function StepperSizes() {
  return (
    <Stack spacing={4} sx={{ width: '100%' }}>
      {sizes.map((size) => (
        <Stepper key={size} size={size} aria-label={`Stepper, size ${size}`}>
          <Step indicator={<StepIndicator variant="solid">1</StepIndicator>}>
            Size {size}
          </Step>
          <Step indicator={<StepIndicator variant="soft">2</StepIndicator>}>
            Soft indicator
          </Step>
          <Step indicator={<StepIndicator variant="outlined">3</StepIndicator>}>
            Outlined indicator
          </Step>
          <Step>No indicator</Step>
        </Stepper>
      ))}
    </Stack>
  );
}
