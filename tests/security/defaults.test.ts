/**
 * Safe defaults (issue 8, points 2, 5, 10): without any setting the server is in production mode
 * (no GraphiQL, no introspection), trusts no proxy header and bounds every request in time; a bad
 * value of a new setting stops the start with a Spanish message naming it.
 */
import { ConfigError, loadConfig } from '../../server/config';
import { startServerProcess, type ServerProcess } from './support/serverProcess';

describe('configuration defaults and refusals', () => {
  it('defaults: production, no trusted proxy, 60 s per request, 10 s per /graphql body, 10 s of database per request', () => {
    expect(loadConfig({})).toMatchObject({
      nodeEnv: 'production',
      trustProxy: [],
      requestTimeoutSeconds: 60,
      bodyTimeoutSeconds: 10,
      queryTimeoutSeconds: 10,
      logLevel: 'warn',
    });
  });

  it('TRUST_PROXY takes addresses, CIDR ranges and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.0/8, loopback, ::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('TRUST_PROXY takes one address (/32, /128), private ranges of any width and a provider-sized public block', () => {
    const entries = [
      '10.0.0.5/32',
      '2001:db8::7/128',
      'fe80::/10',
      'fc00::/7',
      '172.16.0.0/12',
      '104.16.0.0/13',
      '8.0.0.0/8',
      '2a06:98c0::/29',
    ];
    expect(loadConfig({ TRUST_PROXY: entries.join(',') }).trustProxy).toEqual(entries);
  });

  // [entry, the widest prefix allowed for a range holding public addresses in its family]
  it.each([
    ['0.0.0.0/0', 8],
    ['0.0.0.0/1', 8],
    ['128.0.0.0/1', 8],
    ['192.0.2.0/0', 8],
    ['10.0.0.0/7', 8],
    ['::/0', 16],
    ['2000::/3', 16],
    ['2001:db8::/0', 16],
    ['::ffff:0.0.0.0/96', 8],
    ['64:ff9b::/96', 8],
  ])('TRUST_PROXY=%s covers the public internet: refused naming TRUST_PROXY', (entry, widest) => {
    expect(() => loadConfig({ TRUST_PROXY: `10.0.0.5,${entry}` })).toThrow(
      `Configuración no válida: TRUST_PROXY contiene "${entry}", un rango que abarca direcciones públicas de internet: ` +
        `un rango con direcciones públicas no puede ser más amplio que /${widest}; indique solo las direcciones o rangos de sus proxies`,
    );
  });

  it('TRUST_PROXY=0.0.0.0/1,128.0.0.0/1 (the whole internet in two halves) is refused', () => {
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' })).toThrow(ConfigError);
  });

  const bad: [Record<string, string>, RegExp][] = [
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY no puede confiar en cualquier dirección/],
    [{ TRUST_PROXY: '*' }, /TRUST_PROXY no puede confiar en cualquier dirección/],
    [{ TRUST_PROXY: 'proxy.example.org' }, /TRUST_PROXY contiene "proxy.example.org", que no es una dirección IP/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY contiene "10.0.0.0\/33": el prefijo debe estar entre 0 y 32/],
    [{ TRUST_PROXY: '2001:db8::/129' }, /TRUST_PROXY contiene "2001:db8::\/129": el prefijo debe estar entre 0 y 128/],
    [{ TRUST_PROXY: '10.0.0.0/-1' }, /TRUST_PROXY contiene "10.0.0.0\/-1": el prefijo debe estar entre 0 y 32/],
    [{ TRUST_PROXY: '10.0.0.0/' }, /TRUST_PROXY contiene "10.0.0.0\/": el prefijo debe estar entre 0 y 32/],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /REQUEST_TIMEOUT_SECONDS debe ser un entero entre 1 y 3600/],
    [{ BODY_TIMEOUT_SECONDS: 'ten' }, /BODY_TIMEOUT_SECONDS debe ser un entero entre 1 y 600/],
    [{ QUERY_TIMEOUT_SECONDS: '9999' }, /QUERY_TIMEOUT_SECONDS debe ser un entero entre 1 y 600/],
  ];
  for (const [env, message] of bad) {
    it(`refuses ${JSON.stringify(env)} naming the variable`, () => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  }
});

describe('a server started without NODE_ENV (as `npm start` does)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ NODE_ENV: '' });
  }, 180_000);
  afterAll(async () => server?.stop());

  it('runs in production: no GraphiQL, no introspection, no suggestions', async () => {
    expect(server.output()).toMatch(/Modo: production \(sin GraphiQL ni introspección\)/);
    expect((await fetch(`${server.url}/graphiql`)).status).toBe(404);
    const token = await server.token();
    const post = async (query: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      return ((await response.json()) as { errors: { message: string }[] }).errors[0].message;
    };
    expect(await post('{ __schema { queryType { name } } }')).toMatch(/introspection has been disabled/);
    expect(await post('{ allPlace { idplace } }')).not.toMatch(/Did you mean/);
  });
});
