import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinearProgressWithLabel() {
  const [step, setStep] = React.useState(2);
  const total = 5;
  const percent = (step / total) * 100;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <LinearProgress
        determinate
        value={percent}
        thickness={28}
        aria-label="Profile completion"
        sx={{ '--LinearProgress-radius': '8px', color: 'primary.softActiveBg' }}
      >
        <Typography
          level="body-xs"
          textColor="text.primary"
          sx={{ fontWeight: 'lg', position: 'relative', zIndex: 1 }}
        >
          Profile {Math.round(percent)}% complete
        </Typography>
      </LinearProgress>
      <Stack direction="row" spacing={1}>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          disabled={step === 0}
          onClick={() => setStep((value) => value - 1)}
        >
          Undo a step
        </Button>
        <Button
          size="sm"
          disabled={step === total}
          onClick={() => setStep((value) => value + 1)}
        >
          Complete a step
        </Button>
      </Stack>
    </Stack>
  );
}
