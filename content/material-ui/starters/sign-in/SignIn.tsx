import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import ForgotPassword from './ForgotPassword';
import PasswordField from './PasswordField';
import Sitemark from './Sitemark';
import { validateEmail, validatePassword } from './validation';

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

interface SignedIn {
  email: string;
  remember: boolean;
}

export default function SignIn() {
  const [errors, setErrors] = React.useState<Errors>({});
  const [signedIn, setSignedIn] = React.useState<SignedIn | null>(null);
  const [forgotOpen, setForgotOpen] = React.useState(false);
  const [notice, setNotice] = React.useState({ open: false, message: '' });
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const showNotice = (message: string) => setNotice({ open: true, message });
  const hideNotice = (
    _event?: React.SyntheticEvent | Event,
    reason?: SnackbarCloseReason,
  ) => {
    if (reason !== 'clickaway') {
      setNotice((current) => ({ ...current, open: false }));
    }
  };

  // Editing a field clears its message; the next submit validates it again.
  const clearError = (field: Field) => () =>
    setErrors((current) =>
      current[field] ? { ...current, [field]: undefined } : current,
    );

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const nextErrors: Errors = {
      email: validateEmail(email),
      password: validatePassword(password),
    };
    setErrors(nextErrors);

    if (nextErrors.email || nextErrors.password) {
      setSignedIn(null);
      (nextErrors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    // A real app would send the credentials to its server here.
    setSignedIn({ email, remember: data.has('remember') });
  };

  const handleSocial = () =>
    showNotice('Social sign-in is not connected in this template.');

  const handleResetRequest = (email: string) => {
    setForgotOpen(false);
    showNotice(
      `A reset link would be sent to ${email}. This template does not send email.`,
    );
  };

  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: 'var(--template-height, 100dvh)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 2, sm: 4 },
        backgroundImage:
          'radial-gradient(ellipse at 50% 0%, hsl(210, 100%, 96%), hsl(0, 0%, 100%) 70%)',
        ...theme.applyStyles('dark', {
          backgroundImage:
            'radial-gradient(ellipse at 50% 0%, hsl(210, 100%, 14%), hsl(220, 30%, 5%) 70%)',
        }),
      })}
    >
      <Card
        variant="outlined"
        sx={(theme) => ({
          width: '100%',
          maxWidth: { sm: 450 },
          p: { xs: 3, sm: 4 },
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          boxShadow:
            'hsla(220, 30%, 5%, 0.05) 0 5px 15px, hsla(220, 25%, 10%, 0.05) 0 15px 35px -5px',
          ...theme.applyStyles('dark', {
            boxShadow:
              'hsla(220, 30%, 5%, 0.5) 0 5px 15px, hsla(220, 25%, 10%, 0.08) 0 15px 35px -5px',
          }),
        })}
      >
        <Sitemark />
        <Typography component="h1" variant="h4">
          Sign in
        </Typography>

        {signedIn && (
          <Alert severity="success" onClose={() => setSignedIn(null)}>
            Signed in as {signedIn.email}.
            {signedIn.remember && ' You will stay signed in on this device.'}
          </Alert>
        )}

        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            id="email"
            name="email"
            type="email"
            label="Email"
            placeholder="your@email.com"
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={errors.email}
            inputRef={emailRef}
            onChange={clearError('email')}
            fullWidth
          />
          <PasswordField
            id="password"
            name="password"
            label="Password"
            autoComplete="current-password"
            error={errors.password}
            inputRef={passwordRef}
            onChange={clearError('password')}
          />
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              columnGap: 2,
            }}
          >
            <FormControlLabel
              control={<Checkbox name="remember" value="remember" />}
              label="Remember me"
            />
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setForgotOpen(true)}
            >
              Forgot your password?
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign in
          </Button>
        </Box>

        <Divider>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            or
          </Typography>
        </Divider>

        <Stack spacing={1.5}>
          <Button
            variant="outlined"
            fullWidth
            startIcon={<GoogleIcon />}
            onClick={handleSocial}
          >
            Sign in with Google
          </Button>
          <Button
            variant="outlined"
            fullWidth
            startIcon={<FacebookIcon />}
            onClick={handleSocial}
          >
            Sign in with Facebook
          </Button>
        </Stack>

        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account?{' '}
          <Link href="/material-ui/getting-started/templates/sign-up/">Sign up</Link>
        </Typography>
      </Card>

      <ForgotPassword
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        onSubmit={handleResetRequest}
      />
      <Snackbar
        open={notice.open}
        autoHideDuration={6000}
        onClose={hideNotice}
        message={notice.message}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        action={
          <IconButton
            aria-label="Close"
            color="inherit"
            size="small"
            onClick={() => hideNotice()}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Box>
  );
}
