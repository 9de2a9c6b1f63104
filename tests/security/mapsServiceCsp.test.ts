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

/**
 * The panel's CSP without a maps key and with one, written out (docs/security.md «Cabeceras»): a
 * maps service may only add to connect-src; every other directive must stay exactly this.
 */
const KEYLESS: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'https://tile.openstreetmap.org'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ['https://www.youtube.com', 'https://youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
const GOOGLE = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];
const WITH_KEY: Record<string, string[]> = {
  ...KEYLESS,
  'script-src': ["'self'", ...GOOGLE, 'https://*.ggpht.com', 'https://*.googleusercontent.com', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  'img-src': [...KEYLESS['img-src'], ...GOOGLE, 'https://*.googleusercontent.com'],
  'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
  'connect-src': ["'self'", 'https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'frame-src': [...KEYLESS['frame-src'], 'https://*.google.com'],
};

/** The CSP of `opts` as directives, in the order the header gives them. */
const cspOf = (opts: PanelCspOptions) => Object.fromEntries(directives(panelCsp(opts)));

const configJs = async (app: Parameters<typeof raw>[0]) => {
  const window: { __APP_CONFIG__?: Record<string, unknown> } = {};
  new Function('window', (await raw(app, { method: 'GET', url: '/config.js' })).body)(window);
  return window.__APP_CONFIG__!;
};

describe('panel CSP per maps service (panelCsp)', () => {
  it('without a maps service: the keyless and the keyed policies as written out', () => {
    expect(cspOf({ googleMaps: false })).toEqual(KEYLESS);
    expect(Object.keys(cspOf({ googleMaps: false }))).toEqual(Object.keys(KEYLESS));
    expect(cspOf({ googleMaps: true })).toEqual(WITH_KEY);
  });

  it("nominatim adds the geocoder's origin (not its path) to connect-src, and nothing else", () => {
    expect(cspOf({ googleMaps: false, mapsService: 'nominatim', geocoderUrl: 'https://geo.example.org:8443/osm' })).toEqual({
      ...KEYLESS,
      'connect-src': ["'self'", 'https://geo.example.org:8443'],
    });
    expect(cspOf({ googleMaps: true, mapsService: 'nominatim', geocoderUrl: 'https://nominatim.openstreetmap.org' })).toEqual({
      ...WITH_KEY,
      'connect-src': [...WITH_KEY['connect-src'], 'https://nominatim.openstreetmap.org'],
    });
  });

  it("google adds Google's photo host only (street view's maps.googleapis.com is already under *.googleapis.com)", () => {
    const google = { googleMaps: true, mapsService: 'google', geocoderUrl: 'https://nominatim.openstreetmap.org' } as const;
    expect(cspOf(google)).toEqual({ ...WITH_KEY, 'connect-src': [...WITH_KEY['connect-src'], 'https://*.googleusercontent.com'] });
    expect(panelCsp(google)).not.toContain('nominatim');
  });

  it('fake fetches nothing, so it adds nothing', () => {
    expect(cspOf({ googleMaps: false, mapsService: 'fake', geocoderUrl: 'https://nominatim.openstreetmap.org' })).toEqual(KEYLESS);
  });

  it('the configured geocoder never adds a wildcard, a scheme source or a second directive', () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'https://nominatim.openstreetmap.org'],
      [{ GEOCODER_URL: 'http://127.0.0.1:8088/nominatim/' }, 'http://127.0.0.1:8088'],
      [{ GEOCODER_URL: 'https://[::1]:9000' }, 'https://[::1]:9000'],
    ];
    for (const [env, origin] of cases) {
      const config = loadConfig(env);
      const csp = cspOf({ googleMaps: false, mapsService: config.mapsService, geocoderUrl: config.geocoderUrl });
      expect(csp, JSON.stringify(env)).toEqual({ ...KEYLESS, 'connect-src': ["'self'", origin] });
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
  { httpOnly: true },
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
  { httpOnly: true },
);
