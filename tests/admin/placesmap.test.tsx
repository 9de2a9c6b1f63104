/** 'Mapa de sitios' against a fake API: the request it sends, the total, markers, loading, a clicked place, logout. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeGraphQL, storeSession, storedSession, unauthenticated, type GraphQLCall } from './support/fakeApi';
import { renderApp } from './support/renderApp';

const answerFor = (call: GraphQLCall, total = 12400) => ({
  data: {
    placesMap: {
      inView: 12396,
      points: [{ idplace: 5, name: 'Museo do Mar', lat: 42.2, lng: -8.7, published: 1 }],
      clusters: [{ lat: 40.4, lng: -3.7, count: 12395, south: 40, west: -4, north: 41, east: -3 }],
      ...(call.variables.totals ? { total, located: 12396 } : {}),
    },
  },
});

const mapCalls = (calls: GraphQLCall[]) => calls.filter((c) => c.query.includes('placesMap'));

beforeEach(() => storeSession());

test('opens the world at zoom 2, shows the total and draws the server’s markers and clusters', async () => {
  const { calls } = fakeGraphQL((call) => (call.query.includes('placesMap') ? answerFor(call) : { data: null }));
  const { container } = renderApp('/places/map');
  expect(await screen.findByRole('heading', { level: 1, name: 'Mapa de sitios' })).toBeInTheDocument();
  expect(await screen.findByText('Total: 12.400 sitios')).toBeInTheDocument();
  expect(screen.getByText('(12.396 con coordenadas)')).toBeInTheDocument();

  const [first] = mapCalls(calls);
  expect(first.token).toBe('tok-123');
  expect(first.variables).toMatchObject({ zoom: 2, totals: true });
  for (const key of ['south', 'north']) expect(Math.abs(first.variables[key] as number)).toBeLessThanOrEqual(90);
  for (const key of ['west', 'east']) expect(Math.abs(first.variables[key] as number)).toBeLessThanOrEqual(180);

  await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
  expect(container.querySelector('.map-pin')).toHaveAttribute('title', 'Museo do Mar');
  const bubble = container.querySelector('.map-cluster')!;
  expect(bubble.textContent).toBe('12,4\u00a0mil');
  expect(bubble).toHaveAttribute('title', '12.395 sitios: pulse para acercar');
});

test('a clicked marker shows the place’s name, a link to its editor and a zoom to it', async () => {
  fakeGraphQL((call) => (call.query.includes('placesMap') ? answerFor(call) : { data: null }));
  const { container } = renderApp('/places/map');
  await waitFor(() => expect(container.querySelector('.map-pin')).not.toBeNull());
  fireEvent.click(container.querySelector('.map-pin')!);
  const card = await screen.findByRole('dialog', { name: 'Museo do Mar' });
  expect(card).toHaveTextContent('Museo do Mar');
  expect(screen.getByRole('link', { name: 'Editar sitio' })).toHaveAttribute('href', '/places/5');
  expect(screen.getByRole('button', { name: 'Acercar al sitio' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // From the keyboard: the pin is a named, focusable button and Enter opens the same card.
  const pin = screen.getByRole('button', { name: 'Museo do Mar' });
  expect(pin).toHaveAttribute('tabindex', '0');
  fireEvent.keyDown(pin, { key: 'Enter' });
  expect(await screen.findByRole('dialog', { name: 'Museo do Mar' })).toBeInTheDocument();
});

test('shows "Cargando..." until the API answers, and says "1 sitio" in the singular', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  fakeGraphQL(async (call) => {
    if (!call.query.includes('placesMap')) return { data: null };
    await gate;
    return answerFor(call, 1);
  });
  renderApp('/places/map');
  expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
  release();
  expect(await screen.findByText('Total: 1 sitio')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Cargando...')).not.toBeInTheDocument());
});

test('an expired session logs out to the login screen', async () => {
  fakeGraphQL((call) => (call.query.includes('placesMap') ? unauthenticated() : { data: null }));
  const { pathname } = renderApp('/places/map');
  await waitFor(() => expect(pathname()).toBe('/login'));
  expect(storedSession()).toBeNull();
});
