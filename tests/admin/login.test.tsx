/** Login screen (part 1 §2): credentials, 'Datos incorrectos', no double submit, redirect when logged in. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, fakeGraphQL, storeSession, storedSession } from './support/fakeApi';
import { renderApp } from './support/renderApp';

async function fillCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.org');
  await user.type(screen.getByLabelText(/Contraseña/), 'secreta');
}

test('a refused login shows "Datos incorrectos" under the form and stores nothing', async () => {
  const api = fakeGraphQL(() => ({ data: { login: null } }));
  const user = userEvent.setup();
  const { pathname } = renderApp('/login');
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Datos incorrectos');
  expect(screen.getByRole('form')).toContainElement(alert);
  expect(api.calls).toHaveLength(1);
  expect(api.calls[0].query).toContain('login(user: $user, pass: $pass)');
  expect(api.calls[0].variables).toEqual({ user: 'ana@example.org', pass: 'secreta' });
  expect(storedSession()).toBeNull();
  expect(pathname()).toBe('/login');
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

test('while submitting the button shows a spinner and a double click sends one login only', async () => {
  let answer!: (value: unknown) => void;
  const api = fakeGraphQL(() => new Promise((resolve) => (answer = resolve)));
  const user = userEvent.setup();
  renderApp('/login');
  await fillCredentials(user);
  const button = screen.getByRole('button', { name: 'Entrar' });
  await user.dblClick(button);
  await user.keyboard('{Enter}');

  expect(button).toBeDisabled();
  expect(within(button).getByRole('progressbar')).toBeInTheDocument();
  expect(api.calls).toHaveLength(1);
  answer({ data: { login: null } });
  expect(await screen.findByText('Datos incorrectos')).toBeInTheDocument();
  expect(api.calls).toHaveLength(1);
});

test('Enter in the password field logs in, stores the session and lands on Inicio', async () => {
  fakeGraphQL(() => ({ data: { login: ADMIN } }));
  const user = userEvent.setup();
  const { pathname } = renderApp('/login');
  await user.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.org');
  await user.type(screen.getByLabelText(/Contraseña/), 'secreta{Enter}');

  expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  expect(pathname()).toBe('/');
  expect(storedSession()).toEqual(ADMIN);
  // The tab title is set by an effect after the page shows.
  await waitFor(() => expect(document.title).toBe('Inicio · Panel de administración'));
});

test('a transport failure is not reported as wrong credentials', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const user = userEvent.setup();
  renderApp('/login');
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se puede conectar con el servidor');
});

test('with a stored session the login screen goes straight to Inicio (/)', async () => {
  fakeGraphQL(() => ({ data: null }));
  storeSession();
  const { pathname } = renderApp('/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  expect(pathname()).toBe('/');
});

test('after a refused login the focus is back on the password, described by the message', async () => {
  fakeGraphQL(() => ({ data: { login: null } }));
  const user = userEvent.setup();
  renderApp('/login');
  await fillCredentials(user);
  await user.keyboard('{Enter}');
  await screen.findByRole('alert');
  const password = screen.getByLabelText(/Contraseña/) as HTMLInputElement;
  expect(password).toHaveFocus();
  expect(password).toHaveAccessibleDescription('Datos incorrectos');
});

test('an empty or malformed e-mail is marked on the field and nothing is sent', async () => {
  const api = fakeGraphQL(() => ({ data: { login: ADMIN } }));
  const user = userEvent.setup();
  renderApp('/login');
  await user.type(await screen.findByLabelText(/Correo electrónico/), 'no-es-un-correo');
  await user.type(screen.getByLabelText(/Contraseña/), 'secreta{Enter}');
  expect(await screen.findByText('Debe ser un correo electrónico válido')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
