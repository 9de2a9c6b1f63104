/**
 * The URL guard (server/net/urlGuard.ts): a user-given URL fetched by the server never reaches the
 * server itself, a private network or a cloud metadata service — whatever the spelling, the DNS
 * answer, a redirect or a DNS answer that changes between the check and the connection — and the
 * fetch is bounded in time, size and type. Every hostile case runs against real listeners on the
 * refused addresses (127.0.0.1 and ::1, at the port the URL names) that must see no connection.
 */
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { loadConfig, ConfigError } from '../../server/config';
import { fetchGuardedPage, UrlRefused, type Lookup } from '../../server/net/urlGuard';
import { scrapeEvent } from '../../server/modules/events/scrapeEvent';

interface Listener {
  server: http.Server;
  port: number;
  /** Every TCP connection the listener accepted ("remote -> local"). */
  connections: string[];
  /** Every request path it received. */
  requests: string[];
}

function listen(host: string, port: number, handler: http.RequestListener = (_req, res) => res.end()): Promise<Listener> {
  const listener: Listener = { server: http.createServer(), port: 0, connections: [], requests: [] };
  listener.server.on('connection', (socket) => listener.connections.push(`${socket.remoteAddress} -> ${socket.localAddress}`));
  listener.server.on('request', (req, res) => {
    listener.requests.push(req.url ?? '');
    handler(req, res);
  });
  return new Promise((resolve, reject) => {
    listener.server.once('error', reject);
    listener.server.listen(port, host, () => {
      listener.port = (listener.server.address() as AddressInfo).port;
      resolve(listener);
    });
  });
}

async function close(listener: Listener | undefined): Promise<void> {
  if (!listener) return;
  listener.server.closeAllConnections();
  await new Promise((resolve) => listener.server.close(resolve));
}

const MB = 1024 * 1024;
const PAGE = '<!doctype html><html><head><title>Página</title></head><body><h1>Hola</h1></body></html>';

/** What the streaming route wrote, and whether the client hung up. */
const stream = { written: 0, closed: false };
let hangs = 0;

/** The page server: the one host the allowed-host tests may reach (127.0.0.1:<port>). */
function pages(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const html = (body: string | Buffer, type = 'text/html; charset=utf-8') => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) {
    const left = Number(chain[1]);
    if (left === 0) return html(PAGE);
    res.writeHead(302, { location: `/chain/${left - 1}` });
    return void res.end();
  }
  switch (url.pathname) {
    case '/page':
      return html(PAGE);
    case '/to':
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('target') ?? '' });
      return void res.end();
    case '/a/b/relative':
      res.writeHead(301, { location: '../page?from=relative' });
      return void res.end();
    case '/a/page':
      return html('<title>relativa</title>');
    case '/no-location':
      res.writeHead(302);
      return void res.end();
    case '/hang':
      hangs++;
      return; // never answers
    case '/stream': {
      // More than 2 MB, chunked (no Content-Length), for as long as the client reads.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      res.on('close', () => (stream.closed = true));
      const pump = () => {
        while (!res.destroyed && stream.written < 64 * MB) {
          stream.written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      return pump();
    }
    case '/exact': {
      // Exactly `bytes` bytes of HTML, chunked.
      const bytes = Number(url.searchParams.get('bytes'));
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>');
      res.write(Buffer.alloc(bytes - 8, 'b'));
      return void res.end('</p>\n');
    }
    case '/declared':
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * MB) });
      return void res.write('<p>');
    case '/gzip-bomb':
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return void res.end(zlib.gzipSync(Buffer.alloc(3 * MB, ' ')));
    case '/gzip':
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return void res.end(zlib.gzipSync('<h1>comprimida</h1>'));
    case '/zstd':
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'zstd' });
      return void res.end('(zstd)');
    case '/json':
      return html('{"a":1}', 'application/json');
    case '/png':
      return html(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    case '/plain':
      return html('<h1>texto</h1>', 'text/plain');
    case '/untyped':
      res.removeHeader('content-type');
      return void res.end('<h1>sin tipo</h1>');
    case '/xhtml':
      return html('<html xmlns="http://www.w3.org/1999/xhtml"><h1>x</h1></html>', 'application/xhtml+xml');
    case '/upper':
      return html('<h1>x</h1>', 'TEXT/HTML');
    case '/latin1':
      return html(Buffer.from('<h1>Coruña, ¡música!</h1>', 'latin1'), 'text/html; charset=ISO-8859-1');
    case '/meta-latin1':
      return html(Buffer.from('<meta charset="windows-1252"><h1>Añón</h1>', 'latin1'), 'text/html');
    case '/utf8':
      return html(Buffer.from('<h1>Coruña</h1>', 'utf8'), 'text/html');
    case '/missing':
      res.writeHead(404, { 'content-type': 'text/html' });
      return void res.end('no');
    case '/event':
      return html(`<!doctype html><html><head>
        <title>Concierto en la sala | Sala Local</title>
        <meta property="og:title" content="Concierto de otoño">
        <meta property="og:image" content="/wp-content/uploads/2025/10/cartel-300x200.jpg">
        <meta property="og:description" content="Una noche de música en directo.">
        </head><body><h1>Concierto</h1></body></html>`);
    default:
      res.writeHead(404);
      return void res.end();
  }
}

let web: Listener;
/** Listens on ::1 at web's port: [::1], [::] and the IPv6 forms of loopback would land here. */
let web6: Listener | undefined;
/** A second local port that is never allowed. */
let other: Listener;
let allowedHosts: string[];

/** Fake DNS for the names of the tests (the real one is never asked). */
const DNS: Record<string, string[]> = {
  'private.test': ['127.0.0.1'],
  'intranet.test': ['10.1.2.3'],
  'mixed.test': ['93.184.216.34', '127.0.0.1'],
  'mixed6.test': ['2606:4700::1111', '::1'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'cgnat.test': ['100.100.100.200'],
  'ula.test': ['fd00::2'],
  'allowed-name.test': ['127.0.0.1'],
  'dual.test': ['::1', '127.0.0.1'],
};
const asked: string[] = [];
const lookup: Lookup = async (hostname) => {
  asked.push(hostname);
  const answers = DNS[hostname];
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address }));
};

const connections = () => [...web.connections, ...(web6?.connections ?? []), ...other.connections];

beforeAll(async () => {
  web = await listen('127.0.0.1', 0, pages);
  web6 = await listen('::1', web.port).catch(() => undefined);
  other = await listen('127.0.0.1', 0);
  allowedHosts = [`127.0.0.1:${web.port}`];
});

afterAll(async () => {
  await Promise.all([close(web), close(web6), close(other)]);
});

beforeEach(() => {
  for (const listener of [web, web6, other]) {
    if (!listener) continue;
    listener.connections.length = 0;
    listener.requests.length = 0;
  }
  asked.length = 0;
});

/** The refusal a fetch ends with (fails the test when the fetch succeeds). */
async function refusal(url: string, options: Partial<Parameters<typeof fetchGuardedPage>[1]> = {}): Promise<UrlRefused> {
  const outcome = await fetchGuardedPage(url, { allowedHosts: [], lookup, ...options }).then(
    (page) => page,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(UrlRefused);
  return outcome as UrlRefused;
}

/**
 * Hostile URLs, PORT standing for the listeners' port. With no allowed host, each one is refused
 * for the reason given (and the kind of address, when it is one) before any connection.
 */
const HOSTILE: [url: string, reason: string, kind: string | null][] = [
  // Loopback, by address, by name and in every spelling the URL parser normalises.
  ['http://127.0.0.1:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://127.0.0.2:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://localhost:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://LOCALHOST.:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://panel.localhost:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://2130706433:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://0177.0.0.1:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://0x7f000001:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://0x7f.1:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://127.1:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://%31%32%37.0.0.1:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http:\\\\127.0.0.1:PORT\\', 'PRIVATE_ADDRESS', 'loopback'],
  ['https://127.0.0.1:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://[::1]:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://[0:0:0:0:0:0:0:1]:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  // IPv6 forms that carry a private IPv4 address.
  ['http://[::ffff:127.0.0.1]:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://[::ffff:7f00:1]:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://[::127.0.0.1]:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://[64:ff9b::7f00:1]:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://[2002:7f00:1::1]:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://[::ffff:10.0.0.1]/', 'PRIVATE_ADDRESS', 'private'],
  ['http://[::ffff:a9fe:a9fe]/', 'PRIVATE_ADDRESS', 'metadata'],
  // Private, CGNAT, link-local, unspecified, multicast, broadcast, reserved.
  ['http://10.0.0.1/', 'PRIVATE_ADDRESS', 'private'],
  ['http://172.16.0.1/', 'PRIVATE_ADDRESS', 'private'],
  ['http://172.31.255.255/', 'PRIVATE_ADDRESS', 'private'],
  ['http://192.168.1.1/', 'PRIVATE_ADDRESS', 'private'],
  ['http://100.64.0.1/', 'PRIVATE_ADDRESS', 'cgnat'],
  ['http://169.254.1.1/', 'PRIVATE_ADDRESS', 'link-local'],
  ['http://0.0.0.0:PORT/', 'PRIVATE_ADDRESS', 'unspecified'],
  ['http://0:PORT/', 'PRIVATE_ADDRESS', 'unspecified'],
  ['http://[::]:PORT/', 'PRIVATE_ADDRESS', 'unspecified'],
  ['http://224.0.0.1/', 'PRIVATE_ADDRESS', 'multicast'],
  ['http://255.255.255.255/', 'PRIVATE_ADDRESS', 'broadcast'],
  ['http://240.0.0.1/', 'PRIVATE_ADDRESS', 'reserved'],
  ['http://[ff02::1]/', 'PRIVATE_ADDRESS', 'multicast'],
  ['http://[fe80::1]:PORT/', 'PRIVATE_ADDRESS', 'link-local'],
  ['http://[fc00::1]/', 'PRIVATE_ADDRESS', 'unique-local'],
  ['http://[fd00::2]:PORT/', 'PRIVATE_ADDRESS', 'unique-local'],
  // Cloud metadata, by address and by name.
  ['http://169.254.169.254/latest/meta-data/', 'PRIVATE_ADDRESS', 'metadata'],
  ['http://[fd00:ec2::254]/latest/meta-data/', 'PRIVATE_ADDRESS', 'metadata'],
  ['http://metadata.google.internal/computeMetadata/v1/', 'PRIVATE_ADDRESS', 'metadata'],
  ['http://METADATA.google.internal./computeMetadata/v1/', 'PRIVATE_ADDRESS', 'metadata'],
  // Names whose (fake) DNS answers a private address: every answer must be public.
  ['http://private.test:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://intranet.test/', 'PRIVATE_ADDRESS', 'private'],
  ['http://mixed.test:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://mixed6.test:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://mapped.test:PORT/', 'PRIVATE_ADDRESS', 'loopback'],
  ['http://metadata.test/', 'PRIVATE_ADDRESS', 'metadata'],
  ['http://cgnat.test/', 'PRIVATE_ADDRESS', 'cgnat'],
  ['http://ula.test:PORT/', 'PRIVATE_ADDRESS', 'unique-local'],
  // Not http(s).
  ['file:///etc/passwd', 'SCHEME', null],
  ['ftp://127.0.0.1:PORT/pub/', 'SCHEME', null],
  ['gopher://127.0.0.1:PORT/_GET%20/', 'SCHEME', null],
  ['data:text/html,<h1>hola</h1>', 'SCHEME', null],
  ['javascript:alert(1)', 'SCHEME', null],
  ['ws://127.0.0.1:PORT/', 'SCHEME', null],
  ['dict://127.0.0.1:PORT/', 'SCHEME', null],
  // Credentials in the URL.
  ['http://user:pass@example.com/', 'CREDENTIALS', null],
  ['http://admin@127.0.0.1:PORT/', 'CREDENTIALS', null],
  // Not a URL; a name DNS does not know.
  ['not a url', 'INVALID_URL', null],
  ['http://nowhere.test:PORT/', 'HOST_NOT_FOUND', null],
];

describe('fetchGuardedPage refuses hostile URLs before connecting', () => {
  it('has the listeners the table aims at', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    expect(web.port).toBeGreaterThan(0);
  });

  it.each(HOSTILE)('%s → %s (%s)', async (template, reason, kind) => {
    const url = template.replace('PORT', String(web.port));
    const refused = await refusal(url);
    expect(refused).toMatchObject({ reason, field: 'url' });
    if (kind) expect(refused.addressKind).toBe(kind);
    expect(refused.message).not.toBe('');
    expect(connections()).toEqual([]);
    expect(web.requests).toEqual([]);
  });

  it('is not fooled by an allowed host: only that exact host:port passes', async () => {
    expect((await refusal(`http://localhost:${web.port}/page`, { allowedHosts })).reason).toBe('PRIVATE_ADDRESS');
    expect((await refusal(`http://127.0.0.1:${other.port}/page`, { allowedHosts })).reason).toBe('PRIVATE_ADDRESS');
    expect((await refusal(`http://[::1]:${web.port}/page`, { allowedHosts })).reason).toBe('PRIVATE_ADDRESS');
    // A name that resolves to the allowed address is not the allowed host.
    expect((await refusal(`http://allowed-name.test:${web.port}/page`, { allowedHosts })).reason).toBe('PRIVATE_ADDRESS');
    // The metadata service is refused even when listed.
    expect((await refusal('http://169.254.169.254/', { allowedHosts: ['169.254.169.254:80'] })).addressKind).toBe('metadata');
    expect(connections()).toEqual([]);
  });

  it('reaches an allowed host:port (the URL parser spelling it any way), and an allowed name', async () => {
    await expect(fetchGuardedPage(`http://127.0.0.1:${web.port}/page`, { allowedHosts, lookup })).resolves.toEqual({
      url: `http://127.0.0.1:${web.port}/page`,
      html: PAGE,
    });
    await expect(fetchGuardedPage(`http://2130706433:${web.port}/page#frag`, { allowedHosts, lookup })).resolves.toMatchObject({
      url: `http://127.0.0.1:${web.port}/page`,
    });
    await expect(
      fetchGuardedPage(`http://allowed-name.test:${web.port}/page`, { allowedHosts: [`allowed-name.test:${web.port}`], lookup }),
    ).resolves.toMatchObject({ html: PAGE });
    expect(web.requests).toEqual(['/page', '/page', '/page']);
  });

  it('connects to the IPv4 answer of a name that has both (one address is tried)', async () => {
    const page = await fetchGuardedPage(`http://dual.test:${web.port}/page`, { allowedHosts: [`dual.test:${web.port}`], lookup });
    expect(page.html).toBe(PAGE);
    expect(web.connections).toHaveLength(1);
    expect(web6?.connections ?? []).toEqual([]);
  });

  it('says why, in Spanish', async () => {
    expect((await refusal('ftp://example.com/')).message).toBe('Solo se aceptan direcciones http:// o https://');
    expect((await refusal('http://10.0.0.1/')).message).toMatch(/^La dirección apunta a una red privada/);
    expect((await refusal('http://nowhere.test/')).message).toBe('No se encuentra el servidor «nowhere.test»: revise la dirección');
    expect((await refusal('http://u:p@example.com/')).message).toBe('La dirección no puede llevar usuario ni contraseña');
  });
});

describe('redirects', () => {
  it('follows 5 redirects, each one checked', async () => {
    const page = await fetchGuardedPage(`http://127.0.0.1:${web.port}/chain/5`, { allowedHosts, lookup });
    expect(page).toEqual({ url: `http://127.0.0.1:${web.port}/chain/0`, html: PAGE });
    expect(web.requests).toEqual(['/chain/5', '/chain/4', '/chain/3', '/chain/2', '/chain/1', '/chain/0']);
  });

  it('refuses a 6th redirect without following it', async () => {
    const refused = await refusal(`http://127.0.0.1:${web.port}/chain/6`, { allowedHosts });
    expect(refused).toMatchObject({ reason: 'TOO_MANY_REDIRECTS', message: 'Demasiadas redirecciones (más de 5)' });
    expect(web.requests).toEqual(['/chain/6', '/chain/5', '/chain/4', '/chain/3', '/chain/2', '/chain/1']);
  });

  it('resolves a relative Location against the current URL', async () => {
    const page = await fetchGuardedPage(`http://127.0.0.1:${web.port}/a/b/relative`, { allowedHosts, lookup });
    expect(page.url).toBe(`http://127.0.0.1:${web.port}/a/page?from=relative`);
    expect(web.requests).toEqual(['/a/b/relative', '/a/page?from=relative']);
  });

  const to = (target: string, status = 302) =>
    `http://127.0.0.1:${web.port}/to?status=${status}&target=${encodeURIComponent(target.replace('OTHER', String(other.port)))}`;

  it.each([
    ['http://127.0.0.1:OTHER/secret', 302, 'PRIVATE_ADDRESS'],
    ['http://localhost:OTHER/secret', 301, 'PRIVATE_ADDRESS'],
    ['http://2130706433:OTHER/secret', 307, 'PRIVATE_ADDRESS'],
    ['http://[::ffff:127.0.0.1]:OTHER/secret', 308, 'PRIVATE_ADDRESS'],
    ['http://private.test:OTHER/secret', 303, 'PRIVATE_ADDRESS'],
    ['http://169.254.169.254/latest/meta-data/', 302, 'PRIVATE_ADDRESS'],
    ['file:///etc/passwd', 302, 'SCHEME'],
    ['gopher://127.0.0.1:OTHER/_x', 302, 'SCHEME'],
    ['http://user:pass@127.0.0.1:OTHER/', 302, 'CREDENTIALS'],
    ['http://[::1', 302, 'BAD_REDIRECT'],
  ])('a redirect to %s (%i) is refused: %s, and not followed', async (target, status, reason) => {
    const refused = await refusal(to(target, status), { allowedHosts });
    expect(refused.reason).toBe(reason);
    expect(web.requests).toHaveLength(1);
    expect(other.connections).toEqual([]);
    expect(web6?.connections ?? []).toEqual([]);
  });

  it('refuses a redirect without Location', async () => {
    expect((await refusal(`http://127.0.0.1:${web.port}/no-location`, { allowedHosts })).reason).toBe('BAD_REDIRECT');
  });
});

describe('DNS rebinding', () => {
  afterEach(() => vi.restoreAllMocks());

  it('connects only to the address it checked, never resolving the name again', async () => {
    // The guard's resolution answers a public address, and 127.0.0.1 afterwards; the system
    // resolver (what Node would ask when connecting by name) answers 127.0.0.1 too.
    let answers = 0;
    const rebinding: Lookup = async () => [{ address: answers++ === 0 ? '93.184.216.34' : '127.0.0.1' }];
    const system = vi.spyOn(dns, 'lookup').mockImplementation(((_host: string, options: unknown, callback: unknown) => {
      const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
      if ((options as { all?: boolean }).all) done(null, [{ address: '127.0.0.1', family: 4 }]);
      else done(null, '127.0.0.1', 4);
    }) as unknown as typeof dns.lookup);
    const refused = await refusal(`http://rebind.test:${web.port}/page`, { lookup: rebinding, timeoutMs: 1000 });
    // 93.184.216.34 is not reachable from the test machine (or does not listen on that port).
    expect(['UNREACHABLE', 'TIMEOUT']).toContain(refused.reason);
    expect(answers).toBe(1);
    expect(system).not.toHaveBeenCalled();
    expect(connections()).toEqual([]);
  });

  it('an allowed name goes to the address checked, not to what DNS says at connection time', async () => {
    // A second listener on 127.0.0.2 at the same port stands for the address a rebinding DNS would give.
    const rebound = await listen('127.0.0.2', web.port);
    try {
      vi.spyOn(dns, 'lookup').mockImplementation(((_host: string, options: unknown, callback: unknown) => {
        const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
        if ((options as { all?: boolean }).all) done(null, [{ address: '127.0.0.2', family: 4 }]);
        else done(null, '127.0.0.2', 4);
      }) as unknown as typeof dns.lookup);
      const page = await fetchGuardedPage(`http://allowed-name.test:${web.port}/page`, {
        allowedHosts: [`allowed-name.test:${web.port}`],
        lookup,
      });
      expect(page.html).toBe(PAGE);
      expect(web.requests).toEqual(['/page']);
      expect(rebound.connections).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      await close(rebound);
    }
  });
});

describe('time, size and type', () => {
  it('gives up on a page that never answers (deadline shortened to 200 ms)', async () => {
    const started = performance.now();
    const refused = await refusal(`http://127.0.0.1:${web.port}/hang`, { allowedHosts, timeoutMs: 200 });
    expect(refused).toMatchObject({ reason: 'TIMEOUT', message: 'La página tarda demasiado en responder (más de 0,2 s)' });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('waits 5000 ms by default, and no longer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const before = hangs;
      let settled = false;
      const outcome = fetchGuardedPage(`http://127.0.0.1:${web.port}/hang`, { allowedHosts, lookup }).then(
        () => null,
        (error: unknown) => error,
      );
      void outcome.then(() => (settled = true));
      // Not vi.waitFor: with fake timers it advances the clock itself.
      while (hangs === before) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(4999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ reason: 'TIMEOUT', message: 'La página tarda demasiado en responder (más de 5 s)' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops reading past 2 MB without Content-Length, and hangs up', async () => {
    stream.written = 0;
    stream.closed = false;
    const refused = await refusal(`http://127.0.0.1:${web.port}/stream`, { allowedHosts });
    expect(refused).toMatchObject({ reason: 'TOO_LARGE', message: 'La página es demasiado grande (más de 2 MB)' });
    await vi.waitFor(() => expect(stream.closed).toBe(true));
    // The server stopped long before its 64 MB (what sat in socket buffers aside).
    expect(stream.written).toBeLessThan(32 * MB);
  });

  it('reads exactly 2 MB, refuses one byte more', async () => {
    const page = await fetchGuardedPage(`http://127.0.0.1:${web.port}/exact?bytes=${2 * MB}`, { allowedHosts, lookup });
    expect(Buffer.byteLength(page.html)).toBe(2 * 1024 * 1024);
    expect((await refusal(`http://127.0.0.1:${web.port}/exact?bytes=${2 * MB + 1}`, { allowedHosts })).reason).toBe('TOO_LARGE');
  });

  it('refuses a declared Content-Length over 2 MB, and a gzip body that inflates past it', async () => {
    expect((await refusal(`http://127.0.0.1:${web.port}/declared`, { allowedHosts })).reason).toBe('TOO_LARGE');
    expect((await refusal(`http://127.0.0.1:${web.port}/gzip-bomb`, { allowedHosts })).reason).toBe('TOO_LARGE');
    await expect(fetchGuardedPage(`http://127.0.0.1:${web.port}/gzip`, { allowedHosts, lookup })).resolves.toMatchObject({
      html: '<h1>comprimida</h1>',
    });
  });

  it.each([
    ['/json', 'La dirección no es una página HTML (es application/json)'],
    ['/png', 'La dirección no es una página HTML (es image/png)'],
    ['/plain', 'La dirección no es una página HTML (es text/plain)'],
    ['/untyped', 'La dirección no es una página HTML'],
  ])('refuses what is not HTML: %s', async (path, message) => {
    expect(await refusal(`http://127.0.0.1:${web.port}${path}`, { allowedHosts })).toMatchObject({ reason: 'NOT_HTML', message });
  });

  it('accepts text/html and application/xhtml+xml, in any case', async () => {
    for (const path of ['/xhtml', '/upper']) {
      await expect(fetchGuardedPage(`http://127.0.0.1:${web.port}${path}`, { allowedHosts, lookup })).resolves.toMatchObject({
        html: expect.stringContaining('<h1>x</h1>'),
      });
    }
  });

  it('refuses a compression it cannot read', async () => {
    expect(await refusal(`http://127.0.0.1:${web.port}/zstd`, { allowedHosts })).toMatchObject({
      reason: 'NOT_HTML',
      message: 'La página llega con una compresión que no se admite (zstd)',
    });
  });

  it('refuses an HTTP error', async () => {
    expect(await refusal(`http://127.0.0.1:${web.port}/missing`, { allowedHosts })).toMatchObject({
      reason: 'HTTP_STATUS',
      message: 'La página respondió con un error (HTTP 404)',
    });
  });

  it('decodes UTF-8, and latin1 when the Content-Type or a <meta charset> says so', async () => {
    const html = async (path: string) => (await fetchGuardedPage(`http://127.0.0.1:${web.port}${path}`, { allowedHosts, lookup })).html;
    expect(await html('/utf8')).toBe('<h1>Coruña</h1>');
    expect(await html('/latin1')).toBe('<h1>Coruña, ¡música!</h1>');
    expect(await html('/meta-latin1')).toContain('<h1>Añón</h1>');
  });

  it('refuses a connection that fails', async () => {
    const closed = await listen('127.0.0.1', 0);
    const port = closed.port;
    await close(closed);
    expect(await refusal(`http://127.0.0.1:${port}/`, { allowedHosts: [`127.0.0.1:${port}`] })).toMatchObject({
      reason: 'UNREACHABLE',
      message: 'No se pudo conectar con el servidor «127.0.0.1»',
    });
  });
});

describe('scrapeEvent', () => {
  const config = (hosts: string[]) => ({ importAllowedHosts: hosts, eventAffiliateSuffix: 'utm_source=directorio' });

  it('fetches an allowed local page and scrapes its name, cover and description', async () => {
    const event = await scrapeEvent(`  http://127.0.0.1:${web.port}/event  `, config(allowedHosts));
    expect(event).toEqual({
      name: 'Concierto de otoño',
      image: `http://127.0.0.1:${web.port}/wp-content/uploads/2025/10/cartel.jpg`,
      description: '<p>Una noche de música en directo.</p>',
      buy_url: `http://127.0.0.1:${web.port}/event?utm_source=directorio`,
    });
  });

  it('passes the refusal on, typed, for the GraphQL layer', async () => {
    const outcome = await scrapeEvent(`http://127.0.0.1:${web.port}/event`, config([])).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(UrlRefused);
    expect(outcome).toMatchObject({ reason: 'PRIVATE_ADDRESS', field: 'url' });
    const tooLong = await scrapeEvent(`https://example.com/${'a'.repeat(2000)}`, config([])).catch((error: unknown) => error);
    expect(tooLong).toMatchObject({ reason: 'INVALID_URL', message: 'La dirección es demasiado larga (más de 2000 caracteres)' });
    expect(await scrapeEvent('   ', config([])).catch((error: unknown) => error)).toMatchObject({ reason: 'INVALID_URL' });
    expect(connections()).toEqual([]);
  });
});

describe('IMPORT_ALLOWED_HOSTS', () => {
  it('is empty by default', () => {
    expect(loadConfig({}, '/srv/app').importAllowedHosts).toEqual([]);
  });

  it('reads host:port entries, spelled as the URL parser spells them', () => {
    const config = loadConfig({ IMPORT_ALLOWED_HOSTS: 'Intranet.Local:8080, 10.0.0.5:80,[::1]:3000 ,127.1:8081' }, '/srv/app');
    expect(config.importAllowedHosts).toEqual(['intranet.local:8080', '10.0.0.5:80', '[::1]:3000', '127.0.0.1:8081']);
  });

  it.each([
    'intranet.local',
    'http://intranet.local:80',
    'intranet.local:0',
    'intranet.local:70000',
    'user@intranet.local:80',
    '*:80',
    'a b:80',
    '::1:80',
  ])('stops the start on %s, naming the variable', (entry) => {
    expect(() => loadConfig({ IMPORT_ALLOWED_HOSTS: entry }, '/srv/app')).toThrow(ConfigError);
    expect(() => loadConfig({ IMPORT_ALLOWED_HOSTS: entry }, '/srv/app')).toThrow(
      /^Configuración no válida: IMPORT_ALLOWED_HOSTS contiene/,
    );
  });
});
