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
import PasswordField from './PasswordField';
import Sitemark from './Sitemark';
import { validateEmail, validateName, validatePassword } from './validation';

type Field = 'name' | 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

interface Account {
  name: string;
  email: string;
  updates: boolean;
}

const FIELDS: Field[] = ['name', 'email', 'password'];

export default function SignUp() {
  const [errors, setErrors] = React.useState<Errors>({});
  const [account, setAccount] = React.useState<Account | null>(null);
  const [notice, setNotice] = React.useState({ open: false, message: '' });
  const fieldRefs = {
    name: React.useRef<HTMLInputElement>(null),
    email: React.useRef<HTMLInputElement>(null),
    password: React.useRef<HTMLInputElement>(null),
  };

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
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const nextErrors: Errors = {
      name: validateName(name),
      email: validateEmail(email),
      password: validatePassword(password),
    };
    setErrors(nextErrors);

    const firstInvalid = FIELDS.find((field) => nextErrors[field]);
    if (firstInvalid) {
      setAccount(null);
      fieldRefs[firstInvalid].current?.focus();
      return;
    }
    // A real app would create the account on its server here.
    setAccount({ name, email, updates: data.has('allowExtraEmails') });
  };

  const handleSocial = () =>
    setNotice({
      open: true,
      message: 'Social sign-up is not connected in this template.',
    });

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
          Sign up
        </Typography>

        {account && (
          <Alert severity="success" onClose={() => setAccount(null)}>
            Account created for {account.name} ({account.email}).
            {account.updates && ' We will keep you posted by email.'}
          </Alert>
        )}

        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            id="name"
            name="name"
            label="Full name"
            placeholder="Jon Snow"
            autoComplete="name"
            error={Boolean(errors.name)}
            helperText={errors.name}
            inputRef={fieldRefs.name}
            onChange={clearError('name')}
            fullWidth
          />
          <TextField
            id="email"
            name="email"
            type="email"
            label="Email"
            placeholder="your@email.com"
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={errors.email}
            inputRef={fieldRefs.email}
            onChange={clearError('email')}
            fullWidth
          />
          <PasswordField
            id="password"
            name="password"
            label="Password"
            placeholder="••••••"
            autoComplete="new-password"
            error={errors.password}
            inputRef={fieldRefs.password}
            onChange={clearError('password')}
          />
          <FormControlLabel
            control={<Checkbox name="allowExtraEmails" value="allowExtraEmails" />}
            label="I want to receive updates via email."
          />
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign up
          </Button>
        </Box>

        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link href="/material-ui/getting-started/templates/sign-in/">Sign in</Link>
        </Typography>

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
            Sign up with Google
          </Button>
          <Button
            variant="outlined"
            fullWidth
            startIcon={<FacebookIcon />}
            onClick={handleSocial}
          >
            Sign up with Facebook
          </Button>
        </Stack>
      </Card>

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
