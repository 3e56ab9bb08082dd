import * as React from 'react';
import FormControl, { FormControlProps } from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input, { InputProps } from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';

type TextFieldProps = InputProps & {
  label: React.ReactNode;
  helperText?: React.ReactNode;
  formControlProps?: Omit<FormControlProps, 'children'>;
};

// A reusable field: the props of FormControl that apply to every part
// (error, required, disabled, size) are taken from the input's props.
function TextField(props: TextFieldProps) {
  const {
    label,
    helperText,
    formControlProps,
    error,
    required,
    disabled,
    size,
    ...other
  } = props;
  return (
    <FormControl
      error={error}
      required={required}
      disabled={disabled}
      size={size}
      {...formControlProps}
    >
      <FormLabel>{label}</FormLabel>
      <Input error={error} {...other} />
      {helperText && (
        // danger.plainColor instead of the default danger.500, readable in dark mode too.
        <FormHelperText sx={error ? { color: 'danger.plainColor' } : undefined}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

export default function CustomTextField() {
  const [handle, setHandle] = React.useState('joy ui');
  const invalid = /\s/.test(handle);

  return (
    <Stack spacing={2} sx={{ width: 300, maxWidth: '100%' }}>
      <TextField
        label="City"
        placeholder="Lisbon"
        helperText="Where you are based."
      />
      <TextField
        label="Username"
        required
        startDecorator={<AlternateEmailIcon />}
        value={handle}
        onChange={(event) => setHandle(event.target.value)}
        error={invalid}
        helperText={
          invalid ? 'Spaces are not allowed.' : 'Letters, digits and dashes.'
        }
      />
    </Stack>
  );
}
