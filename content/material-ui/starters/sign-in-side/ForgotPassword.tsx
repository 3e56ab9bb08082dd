import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { validateEmail } from './validation';

interface ForgotPasswordProps {
  open: boolean;
  onClose: () => void;
  /** Called with the (valid) address the reset link should go to. */
  onSubmit: (email: string) => void;
}

/** A dialog asking for the email address to send a password-reset link to. */
export default function ForgotPassword({
  open,
  onClose,
  onSubmit,
}: ForgotPasswordProps) {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  const inputRef = React.useRef<HTMLInputElement>(null);

  const reset = () => {
    setEmail('');
    setError(undefined);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const message = validateEmail(address);
    setError(message);
    if (message) {
      inputRef.current?.focus();
    } else {
      onSubmit(address);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="forgot-password-title"
      aria-describedby="forgot-password-description"
      fullWidth
      maxWidth="xs"
      TransitionProps={{
        // The dialog has a single task, so its field takes the focus once the dialog is in place.
        onEntered: () => inputRef.current?.focus(),
        onExited: reset,
      }}
    >
      <DialogTitle id="forgot-password-title">Reset your password</DialogTitle>
      <form noValidate onSubmit={handleSubmit}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id="forgot-password-description" sx={{ mb: 2 }}>
            Enter the email address of your account and we&apos;ll send you a link to
            choose a new password.
          </DialogContentText>
          <TextField
            inputRef={inputRef}
            id="reset-email"
            name="email"
            type="email"
            label="Email address"
            placeholder="your@email.com"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            fullWidth
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Continue
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
