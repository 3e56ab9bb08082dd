import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import PasswordRounded from '@mui/icons-material/PasswordRounded';

export default function SlotPropsInput() {
  const [code, setCode] = React.useState('');
  return (
    <FormControl sx={{ maxWidth: 280, mx: 'auto' }}>
      <FormLabel>Verification code</FormLabel>
      <Input
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        startDecorator={<PasswordRounded />}
        slotProps={{
          // Props for the native <input> inside the component.
          input: {
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            maxLength: 6,
            sx: { letterSpacing: '0.3em', fontFamily: 'code' },
          },
        }}
      />
      <FormHelperText>{6 - code.length} digits left</FormHelperText>
    </FormControl>
  );
}
