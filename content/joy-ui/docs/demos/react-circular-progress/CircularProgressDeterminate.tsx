import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CircularProgressDeterminate() {
  const [uploaded, setUploaded] = React.useState(3);
  const total = 8;
  const percent = (uploaded / total) * 100;

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={percent}
        size="lg"
        color={uploaded === total ? 'success' : 'primary'}
        aria-label="Photos uploaded"
      >
        <Typography level="body-xs" textColor="text.primary">
          {Math.round(percent)}%
        </Typography>
      </CircularProgress>
      <Stack spacing={1}>
        <Typography level="body-sm">
          {uploaded} of {total} photos uploaded
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="sm"
            variant="outlined"
            disabled={uploaded === 0}
            onClick={() => setUploaded((n) => n - 1)}
          >
            Remove one
          </Button>
          <Button
            size="sm"
            disabled={uploaded === total}
            onClick={() => setUploaded((n) => n + 1)}
          >
            Upload one
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
