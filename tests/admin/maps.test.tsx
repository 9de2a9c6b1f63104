/**
 * src/maps without network: the provider choice (Google only with a key), the bounds both providers
 * report, and each provider drawing what it is given — Leaflet for real (tiles are never fetched
 * in happy-dom), Google through stand-ins for @react-google-maps/api and the script loader.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { chooseMapProvider, MapView, WORLD_VIEW, type MapViewProps } from '../../src/maps';
import { nearestCopy, normalizeBounds, wrapLng } from '../../src/maps/bounds';

const google = vi.hoisted(() => ({ loaderOptions: [] as unknown[] }));
vi.mock('@googlemaps/js-api-loader', () => ({
  Loader: class {
    constructor(options: unknown) {
      google.loaderOptions.push(options);
    }
    load = () => Promise.resolve(globalThis.google);
  },
}));
vi.mock('@react-google-maps/api', () => ({
  GoogleMap: ({ children }: { children: React.ReactNode }) => <div data-testid="google-map">{children}</div>,
  MarkerF: ({ title, label }: { title?: string; label?: { text: string } }) => (
    <div data-testid="google-marker" title={title}>
      {label?.text}
    </div>
  ),
}));

const props: MapViewProps = {
  label: 'Mapa de sitios',
  view: WORLD_VIEW,
  markers: [{ id: 7, position: { lat: 43.37, lng: -8.4 }, title: 'Torre de <b>Hércules</b>' }],
  clusters: [
    {
      id: 'c1',
      position: { lat: 40.4, lng: -3.7 },
      count: 1234,
      title: '1234 sitios',
      bounds: { south: 40, west: -4, north: 41, east: -3 },
    },
    {
      id: 'c2',
      position: { lat: 38.7, lng: -9.1 },
      count: 25000,
      title: '25000 sitios',
      bounds: { south: 38, west: -10, north: 39, east: -9 },
    },
  ],
};

const renderMap = (p: MapViewProps = props) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <MapView {...p} />
    </AdminContext>,
  );

beforeEach(() => {
  google.loaderOptions.length = 0;
});

describe('provider choice', () => {
  it('picks Google only when the server hands over a key', () => {
    expect(chooseMapProvider({ googleMapsKey: '' })).toBe('leaflet');
    expect(chooseMapProvider({ googleMapsKey: '   ' })).toBe('leaflet');
    expect(chooseMapProvider({ googleMapsKey: 'AIzaFake' })).toBe('google');
    expect(chooseMapProvider()).toBe('leaflet');
    window.__APP_CONFIG__ = { googleMapsKey: 'AIzaFake' };
    expect(chooseMapProvider()).toBe('google');
  });
});

describe('bounds', () => {
  it('normalises what the maps report to the API ranges', () => {
    expect(normalizeBounds(-70, -250, 80, 250)).toEqual({ south: -70, west: -180, north: 80, east: 180 });
    expect(normalizeBounds(-20, 170, -10, 190)).toEqual({ south: -20, west: 170, north: -10, east: -170 });
    expect(normalizeBounds(-20, -190, -10, -170)).toEqual({ south: -20, west: 170, north: -10, east: -170 });
    expect(normalizeBounds(-95, 10, 95, 20)).toEqual({ south: -90, west: 10, north: 90, east: 20 });
    expect(wrapLng(180)).toBe(180);
    expect(wrapLng(-180)).toBe(-180);
    expect(wrapLng(540)).toBe(180);
    expect(nearestCopy(-179, 179)).toBe(181);
    expect(nearestCopy(10, 0)).toBe(10);
  });
});

describe('keyless provider (Leaflet)', () => {
  it('draws pins titled with the names, clusters with their counts, controls in Spanish and the OSM attribution', async () => {
    const { container } = renderMap();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Mapa de sitios' })).toHaveAttribute('data-map-provider', 'leaflet'));
    await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(3));
    const pin = container.querySelector('.map-pin')!;
    expect(pin).toHaveAttribute('title', 'Torre de <b>Hércules</b>');
    expect(pin.querySelector('b')).toBeNull();
    const bubbles = [...container.querySelectorAll('.map-cluster')];
    expect(bubbles.map((b) => b.textContent)).toEqual(['1234', '25\u00a0mil']);
    expect(bubbles[0]).toHaveAttribute('title', '1234 sitios');
    expect(screen.getByTitle('Acercar')).toBeInTheDocument();
    expect(screen.getByTitle('Alejar')).toBeInTheDocument();
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('colaboradores de OpenStreetMap');
    expect(google.loaderOptions).toEqual([]);
  });

  it('reports normalised bounds and the zoom once the map is ready', async () => {
    const onBoundsChange = vi.fn();
    renderMap({ ...props, onBoundsChange });
    await waitFor(() => expect(onBoundsChange).toHaveBeenCalled());
    const [bounds, zoom] = onBoundsChange.mock.calls[0];
    expect(zoom).toBe(2);
    expect(bounds.south).toBeGreaterThanOrEqual(-90);
    expect(bounds.north).toBeLessThanOrEqual(90);
    expect(bounds.west).toBeGreaterThanOrEqual(-180);
    expect(bounds.east).toBeLessThanOrEqual(180);
  });

  it('shows and moves the single editing pin it is given', async () => {
    const { container, rerender } = renderMap({ ...props, markers: [], clusters: [], pin: { lat: 42, lng: -8 } });
    await waitFor(() => expect(container.querySelectorAll('.map-pin--editing')).toHaveLength(1));
    rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <MapView {...props} markers={[]} clusters={[]} pin={null} />
      </AdminContext>,
    );
    await waitFor(() => expect(container.querySelectorAll('.map-pin--editing')).toHaveLength(0));
  });
});

describe('Google provider', () => {
  it('is loaded only with a key, with that key, and draws the same markers and cluster labels', async () => {
    window.__APP_CONFIG__ = { googleMapsKey: 'AIzaFake' };
    vi.stubGlobal('google', { maps: { SymbolPath: { CIRCLE: 0 } } });
    renderMap();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Mapa de sitios' })).toHaveAttribute('data-map-provider', 'google'));
    expect(google.loaderOptions[0]).toMatchObject({
      id: 'google-maps-script',
      apiKey: 'AIzaFake',
      language: 'es',
      libraries: ['maps', 'places'],
    });
    const markers = screen.getAllByTestId('google-marker');
    expect(markers.map((m) => m.getAttribute('title'))).toEqual(['Torre de <b>Hércules</b>', '1234 sitios', '25000 sitios']);
    expect(markers.map((m) => m.textContent)).toEqual(['', '1234', '25\u00a0mil']);
  });
});
