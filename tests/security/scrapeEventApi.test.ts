/**
 * scrapeEvent through the API: an allowed local page is imported with its name, cover (size
 * suffix dropped), harmless description and ticket URL with the affiliate suffix; a private
 * address that is not allowed is refused as BAD_USER_INPUT on `url` and never reached; no session,
 * no fetch.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApi, type TestApi } from '../server/helpers/app';

const PAGE = `<!doctype html><html><head><title>Teatro</title>
<meta property="og:title" content="Hamlet en el Rosalía">
<meta property="og:image" content="/img/hamlet-300x200.jpg">
<script type="application/ld+json">{"@type":"TheaterEvent","name":"Hamlet en el Rosalía","startDate":"2026-12-12T20:00","description":"<p>Con <b>bucle magnético</b><img src=x onerror=alert(1)></p>"}</script>
</head><body><h1>Hamlet</h1></body></html>`;

let requests = 0;
let site: http.Server;
let port = 0;
let allowed: TestApi;
let closed: TestApi;

beforeAll(async () => {
  site = http.createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
  allowed = await startTestApi('pglite', { IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}`, EVENT_AFFILIATE_SUFFIX: 'aff=dir' });
  closed = await startTestApi('pglite');
});
afterAll(async () => {
  await allowed?.close();
  await closed?.close();
  await new Promise((resolve) => site.close(resolve));
});

const QUERY = 'query($url: String!) { e: scrapeEvent(url: $url) { name image description buy_url start_date } }';

test('an allowed local page is imported: name, cover without its size suffix, harmless description, ticket URL with the suffix', async () => {
  const url = `http://127.0.0.1:${port}/eventos/hamlet?x=1`;
  const answer = await allowed.call(QUERY, { url }, allowed.token);
  expect(answer.errors).toBeUndefined();
  const event = answer.data!.e;
  expect(event.name).toBe('Hamlet en el Rosalía');
  expect(event.image).toBe(`http://127.0.0.1:${port}/img/hamlet.jpg`);
  expect(event.description).toContain('<b>bucle magnético</b>');
  expect(event.description).not.toMatch(/onerror|alert/);
  expect(event.buy_url).toBe(`${url}&aff=dir`);
  expect(event.start_date).toMatch(/^2026-12-12T20:00/);
});

test('a private address not in IMPORT_ALLOWED_HOSTS is refused on url, and nothing reaches it', async () => {
  const before = requests;
  const answer = await closed.call(QUERY, { url: `http://127.0.0.1:${port}/eventos/hamlet` }, closed.token);
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
  expect(answer.errors?.[0]?.message).toMatch(/^La dirección apunta a una red privada/);
  expect(requests).toBe(before);
});

test('without a session nothing is fetched', async () => {
  const before = requests;
  const answer = await allowed.call(QUERY, { url: `http://127.0.0.1:${port}/` }, null);
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(requests).toBe(before);
});
