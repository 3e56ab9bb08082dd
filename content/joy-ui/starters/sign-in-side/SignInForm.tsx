import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PasswordInput from './PasswordInput';
import { SignInErrors, validateSignIn } from './validation';

/**
 * The sign-in form. Fields are checked when it is submitted: each invalid field shows
 * its message below it and the first one gets the focus. Replace `onSignIn` with the
 * call to your authentication service.
 */
export default function SignInForm() {
  const [errors, setErrors] = React.useState<SignInErrors>({});
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const onSignIn = (email: string) => setSignedInAs(email);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found = validateSignIn(values);
    setErrors(found);
    if (found.email) {
      emailRef.current?.focus();
    } else if (found.password) {
      passwordRef.current?.focus();
    } else {
      onSignIn(values.email.trim());
    }
  };

  // A field's message goes away as soon as it is edited again.
  const clear = (field: keyof SignInErrors) => () =>
    setErrors((current) =>
      current[field] ? { ...current, [field]: undefined } : current,
    );

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography level="h1" sx={{ fontSize: { xs: 'xl3', sm: 'xl4' } }}>
          Sign in
        </Typography>
        <Typography level="body-sm">
          New to Lumen?{' '}
          <Link href="#" underline="always">
            Create an account
          </Link>
        </Typography>
      </Stack>
      {signedInAs ? (
        <Alert
          role="status"
          color="success"
          variant="soft"
          startDecorator={<CheckCircleRoundedIcon />}
        >
          Signed in as {signedInAs}.
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit}>
        <Stack spacing={2}>
          <FormControl required error={Boolean(errors.email)}>
            <FormLabel>Email</FormLabel>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              placeholder="name@example.com"
              slotProps={{
                input: { ref: emailRef, 'aria-invalid': Boolean(errors.email) },
              }}
              onChange={clear('email')}
            />
            {errors.email ? (
              <FormHelperText>
                <InfoOutlinedIcon />
                {errors.email}
              </FormHelperText>
            ) : null}
          </FormControl>
          <FormControl required error={Boolean(errors.password)}>
            <FormLabel>Password</FormLabel>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              slotProps={{
                input: {
                  ref: passwordRef,
                  'aria-invalid': Boolean(errors.password),
                },
              }}
              onChange={clear('password')}
            />
            {errors.password ? (
              <FormHelperText>
                <InfoOutlinedIcon />
                {errors.password}
              </FormHelperText>
            ) : null}
          </FormControl>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'space-between',
              alignItems: 'center',
            }}
          >
            <Checkbox size="sm" label="Remember me" name="remember" />
            <Link href="#" level="title-sm">
              Forgot your password?
            </Link>
          </Box>
          <Button type="submit" fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
