/**
 * Login screen (part 1 §2): e-mail, password and 'Entrar' with a spinner while submitting.
 * A refused login shows 'Datos incorrectos' under the form. With a stored session, straight to /main.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { readSession } from '../session';
import { HOME_PATH } from '../specPaths';

interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

/** Where to go after logging in: the page the guard interrupted, else the home dashboard. */
function afterLoginPath(state: unknown): string {
  const { nextPathname, nextSearch } = (state ?? {}) as NextLocation;
  if (!nextPathname || nextPathname === '/' || nextPathname.startsWith('/login')) return HOME_PATH;
  return `${nextPathname}${nextSearch ?? ''}`;
}

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const inFlight = useRef(false); // blocks a second submit before the re-render disables the button
  // decided once, on arrival: after a successful login useLogin navigates to the right page itself
  const [alreadyLoggedIn] = useState(() => readSession() !== null);

  const appName = translate('app.title');
  useEffect(() => {
    document.title = `${translate('app.login.title')} · ${appName}`;
  }, [translate, appName]);

  if (alreadyLoggedIn) return <Navigate to={HOME_PATH} replace />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(undefined);
    try {
      await login({ username: email.trim(), password }, afterLoginPath(location.state));
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : 'app.login.invalid';
      setError(translate(message, { _: message }));
      inFlight.current = false;
      setSubmitting(false);
    }
  };

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
          <form onSubmit={handleSubmit} aria-label={translate('app.login.title')}>
            <TextField
              id="login-email"
              label={translate('app.login.email')}
              type="email"
              autoComplete="username"
              autoFocus
              required
              fullWidth
              margin="normal"
              value={email}
              onChange={e => setEmail(e.target.value)}
            />
            <TextField
              id="login-password"
              label={translate('app.login.password')}
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              margin="normal"
              value={password}
              onChange={e => setPassword(e.target.value)}
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
              <Typography role="alert" color="error" sx={{ mt: 2 }}>
                {error}
              </Typography>
            )}
          </form>
        </CardContent>
      </Card>
    </Box>
  );
};
