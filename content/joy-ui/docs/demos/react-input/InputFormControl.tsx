import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function InputFormControl() {
  const [email, setEmail] = React.useState('ada@example');
  const invalid = email.length > 0 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  return (
    <FormControl required error={invalid} sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Email</FormLabel>
      <Input
        type="email"
        error={invalid}
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormHelperText sx={invalid ? { color: 'danger.plainColor' } : undefined}>
        {invalid ? (
          <React.Fragment>
            <InfoOutlined />
            Enter an address like name@example.com.
          </React.Fragment>
        ) : (
          'We will send the receipt to this address.'
        )}
      </FormHelperText>
    </FormControl>
  );
}
