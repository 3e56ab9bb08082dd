import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onChange?: () => void;
}

/** A password text field with a button that shows or hides what has been typed. */
export default function PasswordField({
  id,
  name,
  label,
  autoComplete,
  placeholder,
  error,
  inputRef,
  onChange,
}: PasswordFieldProps) {
  const [visible, setVisible] = React.useState(false);

  return (
    <TextField
      id={id}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      placeholder={placeholder}
      error={Boolean(error)}
      helperText={error}
      inputRef={inputRef}
      onChange={onChange}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-controls={id}
                edge="end"
                onClick={() => setVisible((shown) => !shown)}
                // Keep the caret in the field when the button is clicked with a mouse.
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
