import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  'Swipe left on a message to archive it.',
  'Long-press a conversation to pin it to the top.',
  'Tap the star to find a message again later.',
  'Turn on dark mode in the display settings.',
];

export default function DotsMobileStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <Typography
        aria-live="polite"
        sx={{ minHeight: 72, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {tips[activeStep]}
      </Typography>
      {/* The default position is "bottom" (fixed to the viewport); "static" keeps it in the flow. */}
      <MobileStepper
        variant="dots"
        steps={tips.length}
        position="static"
        activeStep={activeStep}
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep(activeStep - 1)}
            disabled={activeStep === 0}
          >
            <KeyboardArrowLeft />
            Back
          </Button>
        }
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep(activeStep + 1)}
            disabled={activeStep === tips.length - 1}
          >
            Next
            <KeyboardArrowRight />
          </Button>
        }
      />
    </Box>
  );
}
