/**
 * The home dashboard (part 1 §2) against a fake API: ONE request, the ten counts, the latest
 * places and users with their links, a Spanish message when the request fails, logout on 401.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphQL, storeSession, storedSession, unauthenticated } from './support/fakeApi';
import { renderApp } from './support/renderApp';

const DATA = {
  places: 320,
  published: 201,
  drafts: 60,
  closed: 30,
  tempClosed: 29,
  newPlaces: 31,
  users: 421,
  newUsers: 40,
  reviews: 1420,
  newReviews: 44,
  latestPlaces: [
    {
      idplace: 9,
      name: 'Café A Coruña',
      city: 'A Coruña',
      province: 'A Coruña',
      slug: 'cafe-a-coruna',
      published: 3,
      create_date: '2026-10-30T09:00:00.000Z',
      category: [{ idcategory: 4, text: 'Café / Bar' }],
      descriptsLen: [
        { lang: 'en', words: 80 },
        { lang: 'es', words: 95 },
      ],
      numphotos: 4,
    },
  ],
  latestUsers: [
    {
      iduser: 11,
      name: 'Lucía',
      email: 'lucia@example.org',
      registration_date: '2026-10-29T09:00:00.000Z',
      has_facebookid: true,
      has_googleid: false,
      has_password: false,
    },
    {
      iduser: 12,
      name: 'Tiago',
      email: 'tiago@example.org',
      registration_date: '2026-10-28T09:00:00.000Z',
      has_facebookid: false,
      has_googleid: false,
      has_password: true,
    },
  ],
};

const dashboardCalls = (calls: { query: string }[]) => calls.filter((c) => c.query.includes('query dashboard'));
const count = (key: string) => document.querySelector(`[data-count="${key}"]`)?.textContent;

beforeEach(() => storeSession());

test('one request brings the ten counts, each with its Spanish label', async () => {
  const { calls } = fakeGraphQL((call) => (call.query.includes('query dashboard') ? { data: DATA } : { data: null }));
  renderApp('/');
  await screen.findByText('Café A Coruña');
  expect(dashboardCalls(calls)).toHaveLength(1);
  const labels: [string, string, string][] = [
    ['places', 'Sitios', '320'],
    ['published', 'Publicados', '201'],
    ['drafts', 'Borradores', '60'],
    ['closed', 'Cerrados', '30'],
    ['tempClosed', 'Cerrados temporalmente', '29'],
    ['newPlaces', 'Nuevos (último mes)', '31'],
    ['users', 'Usuarios', '421'],
    ['newUsers', 'Nuevos usuarios (último mes)', '40'],
    ['reviews', 'Reseñas', '1420'],
    ['newReviews', 'Reseñas (último mes)', '44'],
  ];
  for (const [key, label, value] of labels) {
    expect(document.querySelector(`[data-count-label="${key}"]`)?.textContent).toBe(label);
    expect(count(key)).toBe(value);
  }
  expect(screen.getByRole('link', { name: /Publicados/ })).toHaveAttribute(
    'href',
    `/places?filter=${encodeURIComponent('{"published":1}')}&page=1`,
  );
});

test('each count card opens its list with exactly the filter it counts', async () => {
  fakeGraphQL(() => ({ data: DATA }));
  renderApp('/');
  await screen.findByText('Café A Coruña');
  const opens = (key: string) => {
    const url = new URL(document.querySelector(`[data-count="${key}"]`)!.closest('a')!.getAttribute('href')!, 'http://panel');
    return [url.pathname, JSON.parse(url.searchParams.get('filter')!), url.searchParams.get('page')];
  };
  expect(opens('places')).toEqual(['/places', {}, '1']);
  expect(opens('published')).toEqual(['/places', { published: 1 }, '1']);
  expect(opens('drafts')).toEqual(['/places', { published: 0 }, '1']);
  expect(opens('closed')).toEqual(['/places', { published: 2 }, '1']);
  expect(opens('tempClosed')).toEqual(['/places', { published: 3 }, '1']);
  expect(opens('newPlaces')).toEqual(['/places', { lastmonths: 1 }, '1']);
  expect(opens('users')).toEqual(['/users', {}, '1']);
  expect(opens('newUsers')).toEqual(['/users', { lastmonths: 1 }, '1']);
  expect(opens('reviews')).toEqual(['/reviews', {}, '1']);
  expect(opens('newReviews')).toEqual(['/reviews', { lastmonths: 1 }, '1']);
});

test('buttons to add a place, add a quick place and view the map', async () => {
  fakeGraphQL(() => ({ data: DATA }));
  renderApp('/');
  expect(await screen.findByRole('link', { name: 'Añadir sitio' })).toHaveAttribute('href', '/places/create');
  expect(screen.getByRole('link', { name: 'Añadir sitio rápido' })).toHaveAttribute('href', '/places/quick');
  expect(screen.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute('href', '/places/map');
});

test('latest places: columns, status icon, edit link and the public page in a new tab', async () => {
  fakeGraphQL(() => ({ data: DATA }));
  renderApp('/');
  const table = await screen.findByRole('table', { name: 'Últimos sitios' });
  const row = within(table).getByText('Café A Coruña').closest('tr')!;
  const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
  expect(cells.slice(0, 6)).toEqual(['Café A Coruña', 'A Coruña', 'A Coruña', 'Café / Bar', '95', '4']);
  expect(cells[7]).toBe('30/10/2026');
  expect(within(row).getByTitle('Cerrado temporalmente')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Editar Café A Coruña' })).toHaveAttribute('href', '/places/9');
  const view = within(row).getByRole('link', { name: 'Ver Café A Coruña en la web pública' });
  expect(view).toHaveAttribute('href', 'http://localhost:8080/es/place/9-cafe-a-coruna');
  expect(view).toHaveAttribute('target', '_blank');
});

test('latest users: registration type social or password, and a link to the user activity', async () => {
  fakeGraphQL(() => ({ data: DATA }));
  renderApp('/');
  const table = await screen.findByRole('table', { name: 'Últimos usuarios' });
  const lucia = within(table).getByRole('link', { name: 'Ver la actividad de Lucía' });
  expect(lucia).toHaveAttribute('href', '/users/11/show');
  expect(within(lucia.closest('tr')!).getByText('Red social')).toBeInTheDocument();
  expect(within(lucia.closest('tr')!).getByTitle('Facebook')).toBeInTheDocument();
  const tiago = within(table).getByText('Tiago').closest('tr')!;
  expect(within(tiago).getByText('Contraseña')).toBeInTheDocument();
  expect(within(tiago).getByText('tiago@example.org')).toBeInTheDocument();
});

test('a failed request shows a Spanish message and "Reintentar" asks again', async () => {
  let fail = true;
  const { calls } = fakeGraphQL(() =>
    fail ? { data: null, errors: [{ message: 'Error interno del servidor', extensions: { code: 'INTERNAL' } }] } : { data: DATA },
  );
  renderApp('/');
  expect(await screen.findByText('No se han podido cargar los datos del panel: Error interno del servidor')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Café A Coruña')).toBeInTheDocument();
  expect(dashboardCalls(calls)).toHaveLength(2);
});

test('an answer without the expected fields is an error message, not a broken screen', async () => {
  fakeGraphQL(() => ({ data: { places: 3 } }));
  renderApp('/');
  expect(await screen.findByText('No se han podido cargar los datos del panel: Respuesta incompleta del servidor')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Añadir sitio' })).toBeInTheDocument();
});

test('a lost session logs out to the login screen', async () => {
  fakeGraphQL(() => unauthenticated());
  const { pathname } = renderApp('/');
  await screen.findByLabelText(/Correo electrónico/);
  await waitFor(() => expect(pathname()).toBe('/login'));
  expect(storedSession()).toBeNull();
});
