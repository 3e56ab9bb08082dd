import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

export default function AlertInvertedColors() {
  const [downloaded, setDownloaded] = React.useState(false);

  return (
    <Alert
      variant="solid"
      color="success"
      invertedColors
      startDecorator={<CheckCircleRounded />}
      endDecorator={
        <Button size="sm" variant="solid" onClick={() => setDownloaded(true)}>
          {downloaded ? 'Downloaded' : 'Get invoice'}
        </Button>
      }
      sx={{ width: '100%' }}
    >
      <Box>
        <Typography level="title-sm">Payment received</Typography>
        <Typography level="body-sm" textColor="text.primary">
          Invoice INV-0042 was also sent to your billing email.
        </Typography>
      </Box>
    </Alert>
  );
}
