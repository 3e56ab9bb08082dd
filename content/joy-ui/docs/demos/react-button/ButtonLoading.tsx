import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import SaveIcon from '@mui/icons-material/Save';

export default function ButtonLoading() {
  const [saving, setSaving] = React.useState(false);

  React.useEffect(() => {
    if (!saving) {
      return undefined;
    }
    const timer = setTimeout(() => setSaving(false), 2000);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        loading={saving}
        loadingIndicator={<CircularProgress color="primary" aria-label="Saving" />}
        onClick={() => setSaving(true)}
      >
        Save
      </Button>
      <Button
        loading={saving}
        loadingPosition="start"
        loadingIndicator={<CircularProgress color="primary" aria-label="Saving" />}
        startDecorator={<SaveIcon />}
        variant="soft"
        onClick={() => setSaving(true)}
      >
        Save draft
      </Button>
      <Button
        loading
        loadingPosition="end"
        loadingIndicator={
          <CircularProgress color="neutral" aria-label="Uploading" />
        }
        variant="outlined"
        color="neutral"
      >
        Uploading files
      </Button>
    </Box>
  );
}
