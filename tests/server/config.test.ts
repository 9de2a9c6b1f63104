/** Start-up configuration: defaults, and a clear message naming the variable on a bad value. */
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app/data'),
      databaseUrl: null,
      translateProvider: 'none',
      storage: 'disk',
      s3: null,
      staticDir: path.resolve('/srv/app/dist'),
      googleMapsKey: '',
      // Keyless search at OpenStreetMap's public Nominatim.
      mapsService: 'nominatim',
      geocoderUrl: 'https://nominatim.openstreetmap.org',
    });
    expect(config.uploadDir).toBe(path.resolve('/srv/app/data/uploads'));
  });

  it('stores uploads in a bucket with STORAGE=s3; "local" is the disk under its earlier name', () => {
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'fotos-sitios' })).toMatchObject({
      storage: 's3',
      s3: { bucket: 'fotos-sitios', region: 'us-east-1', endpoint: null, forcePathStyle: false },
    });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'fotos',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'false',
      }),
    ).toMatchObject({ s3: { bucket: 'fotos', region: 'eu-west-3', endpoint: 'http://minio:9000', forcePathStyle: false } });
    // A compatible service (S3_ENDPOINT) usually wants the bucket in the path.
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'fotos', S3_ENDPOINT: 'https://s3.example.org' }).s3!.forcePathStyle).toBe(true);
    expect(loadConfig({ STORAGE: 'local', S3_BUCKET: 'ignorado' })).toMatchObject({ storage: 'disk', s3: null });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8081',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@db:5432/places',
      PUBLIC_SITE_URL: 'https://example.org/',
      ADMIN_EMAIL: 'boss@example.org',
      ADMIN_PASSWORD: 'long-enough',
      GOOGLE_MAPS_KEY: 'k',
      TRANSLATE_PROVIDER: 'libretranslate',
      TRANSLATE_URL: 'http://127.0.0.1:5000',
      TRANSLATE_TIMEOUT_SECONDS: '20',
      NODE_ENV: 'production',
      MAPS_SERVICE: 'nominatim',
      GEOCODER_URL: 'http://127.0.0.1:8088/nominatim/',
    });
    expect(config).toMatchObject({
      port: 8081,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@db:5432/places',
      publicSiteUrl: 'https://example.org',
      adminEmail: 'boss@example.org',
      googleMapsKey: 'k',
      translateProvider: 'libretranslate',
      translateTimeoutSeconds: 20,
      nodeEnv: 'production',
      mapsService: 'nominatim',
      geocoderUrl: 'http://127.0.0.1:8088/nominatim',
    });
  });

  describe('maps service', () => {
    it('is google by default when there is a key, nominatim without one', () => {
      expect(loadConfig({ GOOGLE_MAPS_KEY: 'k' }).mapsService).toBe('google');
      expect(loadConfig({ GOOGLE_MAPS_KEY: '  ' }).mapsService).toBe('nominatim');
      expect(loadConfig({}).mapsService).toBe('nominatim');
    });

    it('takes the one named, even with a key (the map stays Google, the search does not)', () => {
      expect(loadConfig({ GOOGLE_MAPS_KEY: 'k', MAPS_SERVICE: 'nominatim' }).mapsService).toBe('nominatim');
      expect(loadConfig({ GOOGLE_MAPS_KEY: 'k', MAPS_SERVICE: 'fake' }).mapsService).toBe('fake');
      expect(loadConfig({ MAPS_SERVICE: 'fake' }).mapsService).toBe('fake');
      expect(loadConfig({ MAPS_SERVICE: ' google ', GOOGLE_MAPS_KEY: 'k' }).mapsService).toBe('google');
    });

    it('drops every trailing slash of GEOCODER_URL and keeps its path', () => {
      expect(loadConfig({ GEOCODER_URL: 'https://geo.example.org//' }).geocoderUrl).toBe('https://geo.example.org');
      expect(loadConfig({ GEOCODER_URL: 'https://example.org/osm/' }).geocoderUrl).toBe('https://example.org/osm');
      expect(loadConfig({ GEOCODER_URL: '' }).geocoderUrl).toBe('https://nominatim.openstreetmap.org');
      expect(loadConfig({ GEOCODER_URL: 'http://[::1]:8088/' }).geocoderUrl).toBe('http://[::1]:8088');
      expect(loadConfig({ GEOCODER_URL: 'http://geocoder:8080' }).geocoderUrl).toBe('http://geocoder:8080');
    });
  });

  const bad: [Record<string, string>, RegExp][] = [
    [{ PORT: 'eighty' }, /PORT debe ser un entero/],
    [{ PORT: '70000' }, /PORT debe ser un entero entre 0 y 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL debe empezar por postgres:\/\//],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL no es una URL válida/],
    [{ PUBLIC_SITE_URL: 'javascript:alert(1)' }, /PUBLIC_SITE_URL debe empezar por http:\/\//],
    [{ NODE_ENV: 'staging' }, /NODE_ENV debe ser uno de development, production, test/],
    [{ ADMIN_EMAIL: 'nope' }, /ADMIN_EMAIL no es un correo/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD debe tener al menos 8/],
    [{ TRANSLATE_PROVIDER: 'babel' }, /TRANSLATE_PROVIDER debe ser uno de/],
    [{ TRANSLATE_PROVIDER: 'google' }, /TRANSLATE_KEY es obligatoria/],
    [{ TRANSLATE_TIMEOUT_SECONDS: '0' }, /TRANSLATE_TIMEOUT_SECONDS debe ser un entero entre 1 y 120/],
    [{ STORAGE: 'ftp' }, /STORAGE debe ser uno de/],
    [{ STORAGE: 's3' }, /S3_BUCKET es obligatoria con STORAGE=s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'Fotos_Sitios' }, /S3_BUCKET no es un nombre de bucket válido/],
    [{ STORAGE: 's3', S3_BUCKET: 'fotos', S3_REGION: 'eu west 1' }, /S3_REGION no es una región válida/],
    [{ STORAGE: 's3', S3_BUCKET: 'fotos', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT debe empezar por http:\/\/ o https:\/\//],
    [
      { STORAGE: 's3', S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://key:secret@minio:9000' },
      /S3_ENDPOINT no debe llevar usuario ni contraseña/,
    ],
    [{ STORAGE: 's3', S3_BUCKET: 'fotos', S3_FORCE_PATH_STYLE: 'quizá' }, /S3_FORCE_PATH_STYLE debe ser true o false/],
    [{ SESSION_HOURS: '0' }, /SESSION_HOURS/],
    [{ MAPS_SERVICE: 'osm' }, /MAPS_SERVICE debe ser uno de google, nominatim, fake \(recibido "osm"\)/],
    [{ MAPS_SERVICE: 'Google', GOOGLE_MAPS_KEY: 'k' }, /MAPS_SERVICE debe ser uno de/],
    [{ MAPS_SERVICE: 'google' }, /MAPS_SERVICE google necesita GOOGLE_MAPS_KEY/],
    [{ MAPS_SERVICE: 'google', GOOGLE_MAPS_KEY: ' ' }, /MAPS_SERVICE google necesita GOOGLE_MAPS_KEY/],
    [{ GEOCODER_URL: 'nominatim.openstreetmap.org' }, /GEOCODER_URL no es una URL válida/],
    [{ GEOCODER_URL: 'ftp://geo.example.org' }, /GEOCODER_URL debe empezar por http:\/\/ o https:\/\//],
    [{ GEOCODER_URL: 'javascript:alert(1)' }, /GEOCODER_URL debe empezar por http:\/\//],
    [{ GEOCODER_URL: 'https://user:secret@geo.example.org' }, /GEOCODER_URL debe ser una dirección base/],
    [{ GEOCODER_URL: 'https://geo.example.org/?key=1' }, /GEOCODER_URL debe ser una dirección base/],
    [{ GEOCODER_URL: 'https://geo.example.org/#x' }, /GEOCODER_URL debe ser una dirección base/],
    // The origin goes into the panel's CSP: no way to smuggle a directive or a second source in.
    [{ GEOCODER_URL: "https://geo.example.org;script-src 'unsafe-inline'" }, /GEOCODER_URL/],
    [{ GEOCODER_URL: 'https://geo.example.org;script-src' }, /GEOCODER_URL tiene un nombre de servidor no válido/],
    [{ GEOCODER_URL: 'https://a.org,b.org' }, /GEOCODER_URL tiene un nombre de servidor no válido/],
  ];
  for (const [env, message] of bad) {
    it(`refuses ${JSON.stringify(env)} with a message naming the variable`, () => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  }
});
