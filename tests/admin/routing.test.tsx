/** Routes of part 2 §2: guard, root, legacy /dashboard/... paths, unknown paths, every screen's title. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, fakeGraphQL, storeSession } from './support/fakeApi';
import { renderApp } from './support/renderApp';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  fakeGraphQL(() => ({ data: null }));
});

test('without a stored token a panel page sends the user to the login screen', async () => {
  const { pathname } = renderApp('/places');
  expect(await screen.findByLabelText(/Correo electrónico/)).toBeInTheDocument();
  expect(pathname()).toBe('/login');
  expect(screen.queryByRole('heading', { level: 1, name: 'Sitios' })).not.toBeInTheDocument();
});

test('after the guard, logging in returns to the page that was asked for', async () => {
  fakeGraphQL(() => ({ data: { login: ADMIN } }));
  const user = userEvent.setup();
  const { pathname } = renderApp('/dashboard/events');
  await user.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.org');
  await user.type(screen.getByLabelText(/Contraseña/), 'secreta{Enter}');
  expect(await heading('Eventos')).toBeInTheDocument();
  expect(pathname()).toBe('/events');
});

test('the empty path goes to login without a session and to Inicio with one', async () => {
  const first = renderApp('/');
  expect(await screen.findByLabelText(/Correo electrónico/)).toBeInTheDocument();
  expect(first.pathname()).toBe('/login');
  first.unmount();

  storeSession();
  const second = renderApp('/');
  expect(await heading('Inicio')).toBeInTheDocument();
  expect(second.pathname()).toBe('/main');
});

test.each([
  ['/dashboard/places', '/places', 'Sitios'],
  ['/dashboard/editplaces/12', '/editplaces/12', 'Editar sitio'],
  ['/dashboard/usersactivity/3', '/usersactivity/3', 'Actividad del usuario'],
  ['/dashboard', '/main', 'Inicio'],
  ['/dashboard/', '/main', 'Inicio'],
])('legacy %s lands on %s', async (legacy, canonical, title) => {
  storeSession();
  const { pathname } = renderApp(legacy);
  expect(await heading(title)).toBeInTheDocument();
  expect(pathname()).toBe(canonical);
});

test('an unknown path shows the main page', async () => {
  storeSession();
  const { pathname } = renderApp('/no/such/page');
  expect(await heading('Inicio')).toBeInTheDocument();
  expect(pathname()).toBe('/main');
});

// The spec's route table (part 2 §2), each with the Spanish title its screen shows.
const SCREENS: Array<[string, string]> = [
  ['/main', 'Inicio'],
  ['/places', 'Sitios'],
  ['/addplaces', 'Añadir sitio'],
  ['/addplacesquick', 'Añadir sitio rápido'],
  ['/editplaces/5', 'Editar sitio'],
  ['/placesmap', 'Mapa de sitios'],
  ['/reviews', 'Reseñas'],
  ['/suggestions', 'Sugerencias'],
  ['/editsuggestion/9', 'Editar sugerencia'],
  ['/users', 'Usuarios'],
  ['/usersactivity/7', 'Actividad del usuario'],
  ['/categories', 'Categorías'],
  ['/services', 'Servicios'],
  ['/equipment', 'Equipamiento'],
  ['/allergies', 'Alergias'],
  ['/events', 'Eventos'],
  ['/addevents', 'Añadir evento'],
  ['/editevents/4', 'Editar evento'],
  ['/cms', 'CMS'],
  ['/addcms', 'Añadir página CMS'],
  ['/editcms/2', 'Editar página CMS'],
  ['/chains', 'Cadenas'],
  ['/addchains', 'Añadir cadena'],
  ['/editchains/8', 'Editar cadena'],
  ['/config', 'Configuración'],
  ['/share', 'Compartir sitio'],
];

test.each(SCREENS)('%s shows its screen titled %s, in the page and the browser tab', async (path, title) => {
  storeSession();
  const { pathname } = renderApp(path);
  expect(await heading(title)).toBeInTheDocument();
  expect(pathname()).toBe(path);
  expect(document.title).toBe(`${title} · Panel de administración`);
});
