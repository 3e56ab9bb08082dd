import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';

export default function LoginForm() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [showPassword, setShowPassword] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const [status, setStatus] = React.useState<'idle' | 'loading' | 'done'>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const emailError = submitted && !/^\S+@\S+\.\S+$/.test(email);
  const passwordError = submitted && password.length < 8;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!/^\S+@\S+\.\S+$/.test(email) || password.length < 8) {
      return;
    }
    setStatus('loading');
    // Stands in for a request to your authentication endpoint.
    timer.current = setTimeout(() => setStatus('done'), 1200);
  };

  return (
    <Sheet
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      sx={{
        width: 320,
        mx: 'auto',
        py: 3,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 'sm',
        boxShadow: 'md',
      }}
    >
      <div>
        <Typography level="h4" component="h1">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to continue.</Typography>
      </div>
      <FormControl error={emailError}>
        <FormLabel>Email</FormLabel>
        <Input
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          startDecorator={<MailOutlineRounded />}
          placeholder="ada@example.com"
        />
        {emailError && <FormHelperText>Enter a valid email address.</FormHelperText>}
      </FormControl>
      <FormControl error={passwordError}>
        <FormLabel>Password</FormLabel>
        <Input
          type={showPassword ? 'text' : 'password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          endDecorator={
            <IconButton
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <VisibilityOffRounded /> : <VisibilityRounded />}
            </IconButton>
          }
        />
        <FormHelperText>
          {passwordError ? 'Use at least 8 characters.' : 'At least 8 characters.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" loading={status === 'loading'} fullWidth>
        Sign in
      </Button>
      <div aria-live="polite">
        {status === 'done' && (
          <Alert color="success" startDecorator={<CheckCircleRounded />}>
            Signed in as {email}.
          </Alert>
        )}
      </div>
    </Sheet>
  );
}
