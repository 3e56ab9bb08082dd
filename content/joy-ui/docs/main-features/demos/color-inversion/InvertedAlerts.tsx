import * as React from 'react';
import Alert, { AlertProps } from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const alerts: Array<{ color: NonNullable<AlertProps['color']>; text: string }> = [
  { color: 'primary', text: 'A new version is available.' },
  { color: 'neutral', text: 'Your draft was saved.' },
  { color: 'success', text: 'Payment received.' },
  { color: 'warning', text: 'Your trial ends in 3 days.' },
  { color: 'danger', text: 'The upload failed.' },
];

export default function InvertedAlerts() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {alerts.map(({ color, text }) => (
        <Alert
          key={color}
          variant="solid"
          color={color}
          invertedColors
          endDecorator={
            <Button size="sm" variant="outlined">
              Details
            </Button>
          }
        >
          {text}
        </Alert>
      ))}
    </Stack>
  );
}
