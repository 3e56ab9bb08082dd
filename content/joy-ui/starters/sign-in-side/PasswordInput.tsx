import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Input, { InputProps } from '@mui/joy/Input';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';

/** A password input with a button at its end that shows or hides what was typed. */
export default function PasswordInput(
  props: Omit<InputProps, 'type' | 'endDecorator'>,
) {
  const [visible, setVisible] = React.useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      endDecorator={
        <IconButton
          variant="plain"
          color="neutral"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          // Keep the caret in the input when the button is clicked with a mouse.
          onMouseDown={(event) => event.preventDefault()}
        >
          {visible ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
        </IconButton>
      }
    />
  );
}
