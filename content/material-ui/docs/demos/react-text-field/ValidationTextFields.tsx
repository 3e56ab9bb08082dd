import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export default function ValidationTextFields() {
  const [email, setEmail] = React.useState('');
  const emailInvalid = email !== '' && !isValidEmail(email);

  const handleEmailChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={handleEmailChange}
        error={emailInvalid}
        helperText={emailInvalid ? 'Enter a valid email address' : ' '}
      />
      <TextField
        error
        label="Username"
        defaultValue="ab"
        helperText="Use at least 3 characters"
      />
    </Stack>
  );
}
