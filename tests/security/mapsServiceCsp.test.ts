/**
 * The place editor's maps service (issue 10) widens the panel's CSP by exactly what the browser
 * fetches: connect-src gets the geocoder's origin with nominatim, Google's photo host with google,
 * nothing with fake; every other directive stays as it was. /config.js names the service.
 */
import { loadConfig } from '../../server/config';
import { panelCsp, type PanelCspOptions } from '../../server/http/panelPolicy';
import { describeApi } from '../server/helpers/app';
import { raw } from './support/http';
import { directives, panelDir } from './support/panel';

/** The CSP of `opts` next to the one without a maps service: connect-src's additions, and whether anything else changed. */
function widening(opts: PanelCspOptions) {
  const before = directives(panelCsp({ googleMaps: opts.googleMaps }));
  const after = directives(panelCsp(opts));
  const others = (map: typeof before) => [...map].filter(([name]) => name !== 'connect-src');
  return {
    added: after.get('connect-src')!.filter((source) => !before.get('connect-src')!.includes(source)),
    removed: before.get('connect-src')!.filter((source) => !after.get('connect-src')!.includes(source)),
    othersUnchanged: JSON.stringify(others(after)) === JSON.stringify(others(before)),
  };
}

const configJs = async (app: Parameters<typeof raw>[0]) => {
  const window: { __APP_CONFIG__?: Record<string, unknown> } = {};
  new Function('window', (await raw(app, { method: 'GET', url: '/config.js' })).body)(window);
  return window.__APP_CONFIG__!;
};

describe('panel CSP per maps service (panelCsp)', () => {
  it("nominatim adds the geocoder's origin (not its path) to connect-src, and nothing else", () => {
    expect(widening({ googleMaps: false, mapsService: 'nominatim', geocoderUrl: 'https://geo.example.org:8443/osm' })).toEqual({
      added: ['https://geo.example.org:8443'],
      removed: [],
      othersUnchanged: true,
    });
    expect(widening({ googleMaps: true, mapsService: 'nominatim', geocoderUrl: 'https://nominatim.openstreetmap.org' })).toEqual({
      added: ['https://nominatim.openstreetmap.org'],
      removed: [],
      othersUnchanged: true,
    });
  });

  it("google adds Google's photo host only (street view's maps.googleapis.com is already under *.googleapis.com)", () => {
    const google = { googleMaps: true, mapsService: 'google', geocoderUrl: 'https://nominatim.openstreetmap.org' } as const;
    expect(widening(google)).toEqual({ added: ['https://*.googleusercontent.com'], removed: [], othersUnchanged: true });
    expect(directives(panelCsp(google)).get('connect-src')).toContain('https://*.googleapis.com');
    expect(panelCsp(google)).not.toContain('nominatim');
  });

  it('fake fetches nothing, so it adds nothing', () => {
    expect(widening({ googleMaps: false, mapsService: 'fake', geocoderUrl: 'https://nominatim.openstreetmap.org' })).toEqual({
      added: [],
      removed: [],
      othersUnchanged: true,
    });
  });

  it('the configured geocoder never adds a wildcard, a scheme source or a second directive', () => {
    for (const env of [{}, { GEOCODER_URL: 'http://127.0.0.1:8088/nominatim/' }, { GEOCODER_URL: 'https://[::1]:9000' }]) {
      const config = loadConfig(env);
      const csp = panelCsp({ googleMaps: false, mapsService: config.mapsService, geocoderUrl: config.geocoderUrl });
      const connect = directives(csp).get('connect-src')!;
      expect(connect, JSON.stringify(env)).toHaveLength(2);
      expect(connect[1]).toMatch(/^https?:\/\/[^/*;,' ]+$/);
      expect(csp.split(';').map((d) => d.trim().split(' ')[0])).toEqual([...directives(panelCsp({ googleMaps: false })).keys()]);
    }
  });
});

describeApi(
  'maps service nominatim at a custom GEOCODER_URL',
  (api) => {
    it("the panel's HTML may connect to this origin and the geocoder's only; scripts stay this origin's", async () => {
      const csp = directives((await raw(api().app, { method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8088']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    });

    it('API answers keep the CSP that renders nothing', async () => {
      expect((await raw(api().app, { method: 'GET', url: '/health' })).headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    });

    it('/config.js names the service and the base URL without its trailing slash', async () => {
      expect(await configJs(api().app)).toMatchObject({
        mapsService: 'nominatim',
        geocoderUrl: 'http://127.0.0.1:8088/nominatim',
        googleMapsKey: '',
      });
    });
  },
  { STATIC_DIR: panelDir(), GEOCODER_URL: 'http://127.0.0.1:8088/nominatim/' },
);

describeApi(
  'maps service google (by default with a key)',
  (api) => {
    it("the panel's HTML may fetch Google's photos to upload them, and no geocoder", async () => {
      const csp = directives((await raw(api().app, { method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://*.googleusercontent.com', 'https://*.googleapis.com']));
      expect(String(csp.get('connect-src'))).not.toMatch(/nominatim|openstreetmap/);
    });

    it('/config.js names google', async () => {
      expect(await configJs(api().app)).toMatchObject({ mapsService: 'google', googleMapsKey: 'test-key' });
    });
  },
  { STATIC_DIR: panelDir(), GOOGLE_MAPS_KEY: 'test-key' },
);
