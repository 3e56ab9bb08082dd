import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The message to show for `value`, or an empty string when it looks like an email
 * address.
 */
function validateEmail(value: string) {
  const email = value.trim();
  if (!email) {
    return 'Enter your email address.';
  }
  if (!EMAIL_PATTERN.test(email)) {
    return 'Enter a valid email address, like name@example.com.';
  }
  return '';
}

interface EmailSignupFormProps {
  /** Prefix of the field's id: keep it unique on the page. */
  id: string;
  submitLabel: string;
  /** What the status line says once a valid address is sent. */
  successMessage: (email: string) => string;
}

/**
 * An email field and a submit button, validated on submit (the browser's own
 * validation bubbles are off).
 */
export default function EmailSignupForm({
  id,
  submitLabel,
  successMessage,
}: EmailSignupFormProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [status, setStatus] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) {
      setStatus('');
      inputRef.current?.focus();
      return;
    }
    setStatus(successMessage(email.trim()));
    setEmail('');
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id={`${id}-email`}
          label="Email address"
          type="email"
          autoComplete="email"
          size="small"
          fullWidth
          inputRef={inputRef}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError('');
          }}
          error={Boolean(error)}
          helperText={error || undefined}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {submitLabel}
        </Button>
      </Stack>
      {/* Always rendered, so screen readers announce the message when it appears. */}
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'success.main', textAlign: 'start', mt: status ? 1 : 0 }}
      >
        {status}
      </Typography>
    </Box>
  );
}
