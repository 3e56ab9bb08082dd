import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="body2" sx={{ p: 0 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <Stack spacing={2}>
      <Field label="Your rating (controlled)">
        <Rating
          name="basic-controlled"
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
        />
      </Field>
      <Field label="Read only">
        <Rating name="basic-read-only" value={4} readOnly />
      </Field>
      <Field label="Disabled">
        <Rating name="basic-disabled" value={2} disabled />
      </Field>
      <Field label="No rating given">
        <Rating name="basic-no-value" value={null} />
      </Field>
    </Stack>
  );
}
