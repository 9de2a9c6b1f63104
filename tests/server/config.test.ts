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
      storage: 'local',
      staticDir: path.resolve('/srv/app/dist'),
    });
    expect(config.uploadDir).toBe(path.resolve('/srv/app/data/uploads'));
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
    [{ STORAGE: 's3' }, /STORAGE s3 aún no está disponible/],
    [{ SESSION_HOURS: '0' }, /SESSION_HOURS/],
  ];
  for (const [env, message] of bad) {
    it(`refuses ${JSON.stringify(env)} with a message naming the variable`, () => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  }
});
