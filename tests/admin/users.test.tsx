/**
 * The users screens (part 2 §2 "Users list", "User activity"): the list (avatar with initials when
 * the picture fails, name, e-mail, registration type, dates, ticks with words, link to the activity)
 * searched on the server; the activity with a panel per list, its count in the heading, paged.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphQL, storeSession, type GraphQLCall } from './support/fakeApi';
import { renderApp } from './support/renderApp';
import { axeProblems } from './support/axe';

const USERS = [
  {
    iduser: 9,
    name: 'Begoña Iglesias',
    email: 'bego@example.com',
    avatar: '/images/users/9.jpg',
    registration_date: '2026-11-20T10:00:00.000Z',
    last_connection: '2026-11-25T10:00:00.000Z',
    has_facebookid: false,
    has_googleid: true,
    has_password: true,
    newsletter: true,
  },
  {
    iduser: 10,
    name: 'Xoán Pérez',
    email: 'xoan@correo.gal',
    avatar: null,
    registration_date: '2026-11-18T09:00:00.000Z',
    last_connection: null,
    has_facebookid: false,
    has_googleid: false,
    has_password: true,
    newsletter: false,
  },
];

const reviews = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    idreview: 100 + from + i,
    idplace: 4,
    place: 'Café Ñandú',
    iduser: 9,
    user: 'Begoña Iglesias',
    text: `Reseña ${from + i}`,
    published: true,
    date: '2026-11-21T10:00:00.000Z',
  }));

const ACTIVITY = {
  ...USERS[0],
  counts: { places: 1, servicevotes: 0, reviews: 12, photos: 3, suggestions: 1 },
  places: [{ idplace: 4, name: 'Café Ñandú', city: 'Lugo', province: 'Lugo', published: 1, create_date: '2026-11-20T10:00:00.000Z' }],
  servicevotes: [],
  reviews: reviews(1, 10),
  suggestions: [
    {
      idsuggestion: 31,
      idplace: 4,
      place: 'Café Ñandú',
      iduser: 9,
      user: 'Begoña Iglesias',
      email: 'bego@example.com',
      reason: 'El horario está mal',
      status: 0,
      create_date: '2026-11-20T10:00:00.000Z',
    },
  ],
};

function fakeUsersApi() {
  return fakeGraphQL(async (call: GraphQLCall) => {
    if (call.query.includes('allUsers')) return { data: { data: USERS, total: USERS.length } };
    if (call.query.includes('UserActivity_reviews')) return { data: { user: { reviews: reviews(11, 12) } } };
    if (call.query.includes('user(')) return { data: { data: ACTIVITY } };
    return { data: null };
  });
}

test('the list shows initials when the avatar fails, name, e-mail, registration, ticks with words and the activity link', async () => {
  const api = fakeUsersApi();
  storeSession();
  renderApp('/users');
  await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
  // The first test also loads the data provider's chunk and the list's code.
  await screen.findByText('bego@example.com', {}, { timeout: 40_000 });
  const table = screen.getByRole('table');
  const img = table.querySelector('img[src="/images/users/9.jpg"]')!;
  expect(img).not.toBeNull();
  fireEvent.error(img);
  await waitFor(() => expect(table.querySelector('img')).toBeNull());
  expect(within(table).getByText('BI')).toBeInTheDocument();
  expect(within(table).getByText('XP')).toBeInTheDocument();
  expect(within(table).getAllByText('Google')).toHaveLength(2); // the column's heading and Begoña's registration
  expect(within(table).getByText('Correo y contraseña')).toBeInTheDocument();
  expect(within(table).getByText('Nunca')).toBeInTheDocument();
  expect(within(table).getAllByRole('img', { name: 'Newsletter: Sí' })).toHaveLength(1);
  expect(within(table).getAllByRole('img', { name: 'Facebook: No' })).toHaveLength(2);
  expect(within(table).getByRole('link', { name: 'Ver actividad: Begoña Iglesias' })).toHaveAttribute('href', '/users/9/show');
  const first = api.calls.find((call) => call.query.includes('allUsers'))!;
  expect(first.query).toContain('total: countUsers');
  expect(first.variables).toMatchObject({ items: 25, page: 1, order: 'registration_date DESC' });

  fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'bego' } });
  await waitFor(() =>
    expect(api.calls.filter((call) => call.query.includes('allUsers')).at(-1)!.variables).toMatchObject({ search: 'bego', page: 1 }),
  );
  expect(await axeProblems()).toEqual([]);
});

test('the activity shows a panel per list with its count, links, and pages a long list', async () => {
  const api = fakeUsersApi();
  storeSession();
  renderApp('/users/9/show');
  await screen.findByRole('heading', { level: 1, name: 'Actividad del usuario' });
  const reviewsPanel = await screen.findByRole('region', { name: 'Reseñas (12)' }, { timeout: 40_000 });
  expect(screen.getByRole('region', { name: 'Sitios (1)' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Votos a servicios (0)' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Fotos (3)' })).toHaveTextContent('3 fotos subidas');
  expect(
    within(screen.getByRole('region', { name: 'Sugerencias (1)' })).getByRole('link', { name: 'El horario está mal' }),
  ).toHaveAttribute('href', '/suggestions/31');
  expect(within(screen.getByRole('region', { name: 'Sitios (1)' })).getByRole('link', { name: 'Café Ñandú' })).toHaveAttribute(
    'href',
    '/places/4',
  );
  expect(within(reviewsPanel).getByRole('link', { name: 'Ver sus reseñas en la lista de reseñas' })).toHaveAttribute(
    'href',
    `/reviews?filter=${encodeURIComponent('{"iduser":9}')}`,
  );
  expect(within(reviewsPanel).getByText('Reseña 10')).toBeInTheDocument();
  fireEvent.click(within(reviewsPanel).getByRole('button', { name: /siguiente/i }));
  await within(reviewsPanel).findByText('Reseña 12');
  const page2 = api.calls.find((call) => call.query.includes('UserActivity_reviews'))!;
  expect(page2.variables).toEqual({ iduser: 9, items: 10, page: 2 });
  expect(await axeProblems()).toEqual([]);
});
