/**
 * The first load carries the shell only: the login screen comes without any screen's code or the
 * GraphQL machinery, and each screen's code arrives when the screen is first opened.
 */
import { inject } from 'vitest';
import { chunkLine, nextFrames, openBrowser, type BrowserSession } from './browser';

let s: BrowserSession;
const scripts: string[] = [];

beforeAll(async () => {
  s = await openBrowser();
  s.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
});
afterAll(async () => {
  await s?.browser.close();
});

const fetched = (chunk: RegExp) => scripts.some((path) => chunk.test(path));

test('the login screen loads no screen and no GraphQL client; each screen loads its own code when opened', async () => {
  await s.page.goto('/login');
  await s.page.getByRole('button', { name: 'Entrar' }).waitFor();
  for (const chunk of [/\/PlaceList-/, /\/Dashboard-/, /\/PlacesMapPage-/, /\/client-/, /\/provider-/])
    expect(fetched(chunk), String(chunk)).toBe(false);

  await s.page.getByLabel('Correo electrónico').fill(inject('adminEmail'));
  await s.page.getByLabel(/^Contraseña/).fill(inject('adminPassword'));
  await s.page.getByRole('button', { name: 'Entrar' }).click();
  await s.page.getByRole('heading', { name: 'Últimos sitios' }).waitFor();
  expect(fetched(/\/Dashboard-/)).toBe(true);
  expect(fetched(/\/client-/)).toBe(true); // the data provider came with the first call
  expect(fetched(/\/PlaceList-/)).toBe(false);

  await s.page.getByRole('menuitem', { name: 'Sitios' }).click();
  await s.page.getByRole('heading', { name: 'Sitios', level: 1 }).waitFor();
  expect(fetched(/\/PlaceList-/)).toBe(true);
});

test('a screen whose code cannot arrive says so (without asking again and again); once the connection is back, opening it again works: no reload needed', async () => {
  const categories = await chunkLine(s.page, 'CategoryList');
  await s.page.getByRole('menuitem', { name: 'Categorías' }).click();
  await s.page.getByText('Algo ha ido mal').waitFor();
  await nextFrames(s.page);
  expect(categories.asked).toBe(2); // twice in a row, then the error page
  // …and no more: not while the error page stays, nor while the user goes elsewhere.
  await s.page.getByRole('menuitem', { name: 'Inicio' }).click();
  await s.page.getByRole('heading', { name: 'Últimos sitios' }).waitFor();
  expect(categories.asked).toBe(2);

  categories.reconnect();
  await s.page.getByRole('menuitem', { name: 'Categorías' }).click();
  await s.page.getByRole('heading', { name: 'Categorías', level: 1 }).waitFor();
});

test('a screen whose code is lost once opens all the same', async () => {
  const services = await chunkLine(s.page, 'ServiceList', 1);
  await s.page.getByRole('menuitem', { name: 'Servicios' }).click();
  await s.page.getByRole('heading', { name: 'Servicios', level: 1 }).waitFor();
  expect(services.asked).toBe(2);
});
