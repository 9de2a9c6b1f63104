/** Routes of part 2 §2: guard, root, legacy /dashboard/... paths, unknown paths, every screen's title. */
import { screen, waitFor } from '@testing-library/react';
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
  expect(second.pathname()).toBe('/');
});

test('an unknown path shows the main page', async () => {
  storeSession();
  const { pathname } = renderApp('/no/such/page');
  expect(await heading('Inicio')).toBeInTheDocument();
  expect(pathname()).toBe('/');
});

// Every screen at its react-admin URL, with the Spanish title it shows.
const SCREENS: Array<[string, string]> = [
  ['/', 'Inicio'],
  ['/places', 'Sitios'],
  ['/places/create', 'Añadir sitio'],
  ['/places/quick', 'Añadir sitio rápido'],
  ['/places/5', 'Editar sitio'],
  ['/places/map', 'Mapa de sitios'],
  ['/reviews', 'Reseñas'],
  ['/suggestions', 'Sugerencias'],
  ['/suggestions/9', 'Editar sugerencia'],
  ['/users', 'Usuarios'],
  ['/users/7/show', 'Actividad del usuario'],
  ['/categories', 'Categorías'],
  ['/services', 'Servicios'],
  ['/equipment', 'Equipamiento'],
  ['/allergies', 'Alergias'],
  ['/events', 'Eventos'],
  ['/events/create', 'Añadir evento'],
  ['/events/4', 'Editar evento'],
  ['/cms', 'CMS'],
  ['/cms/create', 'Añadir página CMS'],
  ['/cms/2', 'Editar página CMS'],
  ['/chains', 'Cadenas'],
  ['/chains/create', 'Añadir cadena'],
  ['/chains/8', 'Editar cadena'],
  ['/config', 'Configuración'],
  ['/share', 'Compartir sitio'],
];

test.each(SCREENS)('%s shows its screen titled %s, in the page and the browser tab', async (path, title) => {
  storeSession();
  const { pathname } = renderApp(path);
  expect(await heading(title)).toBeInTheDocument();
  expect(pathname()).toBe(path);
  // the tab title is set by an effect, which may run a moment after the heading is painted
  await waitFor(() => expect(document.title).toBe(`${title} · Panel de administración`));
});

// The spec's route table (part 2 §2): every path, bare and under the legacy dashboard/ prefix,
// lands on its canonical URL.
const SPEC_PATHS: Array<[string, string, string]> = [
  ['main', '/', 'Inicio'],
  ['places', '/places', 'Sitios'],
  ['addplaces', '/places/create', 'Añadir sitio'],
  ['addplacesquick', '/places/quick', 'Añadir sitio rápido'],
  ['editplaces/12', '/places/12', 'Editar sitio'],
  ['placesmap', '/places/map', 'Mapa de sitios'],
  ['reviews', '/reviews', 'Reseñas'],
  ['suggestions', '/suggestions', 'Sugerencias'],
  ['editsuggestion/9', '/suggestions/9', 'Editar sugerencia'],
  ['users', '/users', 'Usuarios'],
  ['usersactivity/3', '/users/3/show', 'Actividad del usuario'],
  ['categories', '/categories', 'Categorías'],
  ['services', '/services', 'Servicios'],
  ['equipment', '/equipment', 'Equipamiento'],
  ['allergies', '/allergies', 'Alergias'],
  ['events', '/events', 'Eventos'],
  ['addevents', '/events/create', 'Añadir evento'],
  ['editevents/4', '/events/4', 'Editar evento'],
  ['cms', '/cms', 'CMS'],
  ['addcms', '/cms/create', 'Añadir página CMS'],
  ['editcms/2', '/cms/2', 'Editar página CMS'],
  ['chains', '/chains', 'Cadenas'],
  ['addchains', '/chains/create', 'Añadir cadena'],
  ['editchains/8', '/chains/8', 'Editar cadena'],
  ['config', '/config', 'Configuración'],
  ['share', '/share', 'Compartir sitio'],
];

// Landing on the canonical URL is enough: the screen each URL shows, with its title, is the test above.
test.each(SPEC_PATHS)('spec path %s and dashboard/%s land on %s', async (path, canonical) => {
  storeSession();
  for (const from of [`/${path}`, `/dashboard/${path}`]) {
    const { pathname, unmount } = renderApp(from);
    await waitFor(() => expect(pathname()).toBe(canonical));
    unmount();
  }
});

test.each([['/dashboard'], ['/dashboard/']])('legacy %s lands on Inicio', async (legacy) => {
  storeSession();
  const { pathname } = renderApp(legacy);
  expect(await heading('Inicio')).toBeInTheDocument();
  expect(pathname()).toBe('/');
});

test('a deep link keeps its query string through both redirects', async () => {
  storeSession();
  const { router } = renderApp('/dashboard/editevents/4?tab=media#fotos');
  expect(await heading('Editar evento')).toBeInTheDocument();
  const { pathname, search, hash } = router.state.location;
  expect([pathname, search, hash]).toEqual(['/events/4', '?tab=media', '#fotos']);
});
