/**
 * An event's public page for the browser tests' import ('Obtener datos de la URL'): a local HTTP
 * server on 127.0.0.1 answering /evento with the JSON-LD of a concert (name, image with a size
 * suffix, description, ticket offer). The API reads private addresses only when IMPORT_ALLOWED_HOSTS
 * lists them: globalSetup passes this server's `host`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const EVENT_PAGE = {
  name: 'Concierto de Ñandú en la Alameda',
  description: 'Música al aire libre para toda la familia.',
  offer: '/entradas/nandu',
  image: '/img/cartel-nandu-300x200.jpg',
};

function html(origin: string): string {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: EVENT_PAGE.name,
    image: `${origin}${EVENT_PAGE.image}`,
    description: EVENT_PAGE.description,
    startDate: '2027-05-01T20:00:00+02:00',
    offers: { '@type': 'Offer', url: `${origin}${EVENT_PAGE.offer}`, price: '15' },
  };
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${EVENT_PAGE.name}</title>
<script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>${EVENT_PAGE.name}</h1></body></html>`;
}

export async function startEventPage(): Promise<{ url: string; host: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const origin = `http://${request.headers.host}`;
    if (request.url === '/evento') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html(origin));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/evento`,
    host: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
