/**
 * 'Mapa de sitios' against a fake API: it opens on the box of the located places (the world at zoom 2
 * without one), shows the total, draws the server's markers and clusters, 'Cargando...', a clicked
 * place's card (named, keyboard reachable), logout on an expired session.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeGraphQL, storeSession, storedSession, unauthenticated, type GraphQLCall } from './support/fakeApi';
import { renderApp } from './support/renderApp';

/** Galicia and the north of Portugal: where the fake places are. */
const BOX = { south: 41.1, west: -8.9, north: 43.6, east: -7.0 };

const extentOf = (total = 12400, box: Partial<typeof BOX> | null = BOX) => ({
  data: { placesMapExtent: { total, located: box ? 12396 : 0, ...(box ?? { south: null, west: null, north: null, east: null }) } },
});

const viewAnswer = {
  data: {
    placesMap: {
      inView: 12396,
      points: [{ idplace: 5, name: 'Museo do Mar', lat: 42.2, lng: -8.7, published: 1 }],
      clusters: [{ lat: 42.8, lng: -8.5, count: 12395, south: 42, west: -9, north: 43.5, east: -7.5 }],
    },
  },
};

type Answer = (call: GraphQLCall) => unknown;
const api = (extent: Answer = () => extentOf(), view: Answer = () => viewAnswer) =>
  fakeGraphQL((call) =>
    call.query.includes('placesMapExtent') ? extent(call) : call.query.includes('placesMap(') ? view(call) : { data: null },
  );

const mapCalls = (calls: GraphQLCall[]) => calls.filter((c) => c.query.includes('placesMap('));

/** happy-dom lays nothing out: give elements a screen's size so the map can fit a box. */
function screenSize(width = 1000, height = 600) {
  const saved = ['clientWidth', 'clientHeight'].map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const);
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
    }
  };
}

let restoreSize = () => {};
beforeEach(() => {
  storeSession();
  restoreSize = screenSize();
});
afterEach(() => restoreSize());

test('opens on the box of the located places, shows the total and draws the server’s markers and clusters', async () => {
  const { calls } = api();
  const { container } = renderApp('/places/map');
  expect(await screen.findByRole('heading', { level: 1, name: 'Mapa de sitios' })).toBeInTheDocument();
  expect(await screen.findByText('Total: 12.400 sitios')).toBeInTheDocument();
  expect(screen.getByText('(12.396 con coordenadas)')).toBeInTheDocument();

  await waitFor(() => expect(mapCalls(calls)).toHaveLength(1));
  const [first] = mapCalls(calls);
  expect(first.token).toBe('tok-123');
  const asked = first.variables as { south: number; west: number; north: number; east: number; zoom: number };
  // The whole box is in view, and not much more: a regional zoom, not the world's 2.
  expect(asked.south).toBeLessThanOrEqual(BOX.south);
  expect(asked.north).toBeGreaterThanOrEqual(BOX.north);
  expect(asked.west).toBeLessThanOrEqual(BOX.west);
  expect(asked.east).toBeGreaterThanOrEqual(BOX.east);
  expect(asked.east - asked.west).toBeLessThan(15);
  expect(asked.zoom).toBeGreaterThanOrEqual(6);

  await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
  expect(container.querySelector('.map-pin')).toHaveAttribute('title', 'Museo do Mar');
  const bubble = container.querySelector('.map-cluster')!;
  expect(bubble.textContent).toBe('12,4\u00a0mil');
  expect(bubble).toHaveAttribute('title', '12.395 sitios: pulse para acercar');
});

test('one pin per place the server sends, each titled with its name, none of them clustered', async () => {
  const points = ['Torre de Hércules', 'Praza do Obradoiro', 'Castro de Baroña'].map((name, i) => ({
    idplace: i + 1,
    name,
    lat: 42 + i / 2,
    lng: -8.5,
    published: 1,
  }));
  api(undefined, () => ({ data: { placesMap: { inView: 3, points, clusters: [] } } }));
  const { container } = renderApp('/places/map');
  await waitFor(() => expect(container.querySelectorAll('.map-pin')).toHaveLength(3));
  expect([...container.querySelectorAll('.map-pin')].map((pin) => pin.getAttribute('title'))).toEqual(points.map((p) => p.name));
  expect(container.querySelectorAll('.map-cluster')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Castro de Baroña' })).toHaveAttribute('tabindex', '0');
});

test('without any located place, or when the box cannot be read, it opens on the world at zoom 2', async () => {
  const { calls } = api(() => extentOf(3, null));
  const first = renderApp('/places/map');
  expect(await screen.findByText('Total: 3 sitios')).toBeInTheDocument();
  await waitFor(() => expect(mapCalls(calls)).toHaveLength(1));
  expect(mapCalls(calls)[0].variables).toMatchObject({ zoom: 2 });
  first.unmount();

  const failing = api(() => ({ data: null, errors: [{ message: 'Error interno', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
  const { container } = renderApp('/places/map');
  await waitFor(() => expect(mapCalls(failing.calls)).toHaveLength(1));
  expect(mapCalls(failing.calls)[0].variables).toMatchObject({ zoom: 2 });
  await waitFor(() => expect(container.querySelectorAll('.map-pin')).toHaveLength(1));
  expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
});

test('a clicked marker shows a card named after the place, with its editor link and a zoom to it', async () => {
  api();
  const { container } = renderApp('/places/map');
  await waitFor(() => expect(container.querySelector('.map-pin')).not.toBeNull());
  fireEvent.click(container.querySelector('.map-pin')!);
  const card = await screen.findByRole('dialog', { name: 'Museo do Mar' });
  expect(card).toHaveTextContent('Museo do Mar');
  expect(screen.getByRole('link', { name: 'Editar sitio' })).toHaveAttribute('href', '/places/5');
  expect(screen.getByRole('button', { name: 'Acercar al sitio' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // From the keyboard: the pin is a named, focusable button; Enter opens the same card, which takes
  // the focus; Escape closes it and the focus goes back to the pin.
  const pin = screen.getByRole('button', { name: 'Museo do Mar' });
  expect(pin).toHaveAttribute('tabindex', '0');
  pin.focus();
  fireEvent.keyDown(pin, { key: 'Enter' });
  const again = await screen.findByRole('dialog', { name: 'Museo do Mar' });
  await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(document.activeElement).toBe(pin);
});

test('shows "Cargando..." until the API answers, and says "1 sitio" in the singular', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  api(async () => {
    await gate;
    return extentOf(1);
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
