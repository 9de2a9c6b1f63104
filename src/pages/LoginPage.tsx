/**
 * Login screen (part 1 §2): e-mail, password and 'Entrar' with a spinner while submitting, on
 * react-admin's Form and inputs. A refused login shows 'Datos incorrectos' under the form, and the
 * focus goes back to the password (selected, ready to be typed again) so a keyboard user is not
 * left on the page. With a stored session, straight to Inicio.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, PasswordInput, TextInput, email, required, useLogin, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { readSession } from '../session';
import { HOME_PATH } from '../specPaths';

interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

interface Credentials {
  email?: string;
  password?: string;
}

/** Where to go after logging in: the page the guard interrupted, else the home dashboard. */
function afterLoginPath(state: unknown): string {
  const { nextPathname, nextSearch } = (state ?? {}) as NextLocation;
  if (!nextPathname || nextPathname === '/' || nextPathname.startsWith('/login')) return HOME_PATH;
  return `${nextPathname}${nextSearch ?? ''}`;
}

const ERROR_ID = 'login-error';
const PASSWORD_ID = 'login-password';

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const inFlight = useRef(false); // blocks a second submit before the re-render disables the button
  // decided once, on arrival: after a successful login useLogin navigates to the right page itself
  const [alreadyLoggedIn] = useState(() => readSession() !== null);

  const appName = translate('app.title');
  useEffect(() => {
    document.title = `${translate('app.login.title')} · ${appName}`;
  }, [translate, appName]);

  useEffect(() => {
    if (!error) return;
    const password = document.getElementById(PASSWORD_ID) as HTMLInputElement | null;
    password?.focus();
    password?.select();
  }, [error]);

  if (alreadyLoggedIn) return <Navigate to={HOME_PATH} replace />;

  const submit = async (values: Credentials) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(undefined);
    try {
      await login({ username: (values.email ?? '').trim(), password: values.password ?? '' }, afterLoginPath(location.state));
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : 'app.login.invalid';
      setError(translate(message, { _: message }));
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const described = error ? { 'aria-describedby': ERROR_ID } : {};
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {appName}
          </Typography>
          {/* react-admin's Form renders a bare <form>: the named wrapper makes it a landmark */}
          <Box role="form" aria-label={translate('app.login.title')}>
            <Form onSubmit={submit} noValidate>
              <TextInput
                source="email"
                id="login-email"
                label="app.login.email"
                type="email"
                autoComplete="username"
                autoFocus
                validate={[required(), email()]}
                fullWidth
                helperText={false}
                slotProps={{ htmlInput: described }}
              />
              <PasswordInput
                source="password"
                id={PASSWORD_ID}
                label="app.login.password"
                autoComplete="current-password"
                validate={required()}
                fullWidth
                helperText={false}
                slotProps={{ htmlInput: described }}
              />
              <Button
                type="submit"
                variant="contained"
                fullWidth
                disabled={submitting}
                aria-busy={submitting}
                startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ mt: 2 }}
              >
                {translate('app.login.submit')}
              </Button>
              {error && (
                <Typography id={ERROR_ID} role="alert" color="error" sx={{ mt: 2 }}>
                  {error}
                </Typography>
              )}
            </Form>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
