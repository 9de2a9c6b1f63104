/**
 * The first load carries the shell only: the login screen comes without any screen's code or the
 * GraphQL machinery, and each screen's code arrives when the screen is first opened.
 */
import { inject } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';

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
  let offline = true;
  let refused = 0;
  await s.page.route(/\/assets\/CategoryList-[\w-]+\.js$/, async (route) => {
    if (!offline) return route.continue();
    refused += 1;
    return route.abort('connectionreset');
  });
  await s.page.getByRole('menuitem', { name: 'Categorías' }).click();
  await s.page.getByText('Algo ha ido mal').waitFor();
  const asked = refused;
  await s.page.waitForTimeout(1000);
  expect(refused).toBe(asked);
  expect(refused).toBeLessThanOrEqual(2);

  offline = false;
  await s.page.getByRole('menuitem', { name: 'Inicio' }).click();
  await s.page.getByRole('heading', { name: 'Últimos sitios' }).waitFor();
  await s.page.getByRole('menuitem', { name: 'Categorías' }).click();
  await s.page.getByRole('heading', { name: 'Categorías', level: 1 }).waitFor();
});

test('a screen whose code is lost once opens all the same', async () => {
  let refused = 0;
  await s.page.route(/\/assets\/ServiceList-[\w-]+\.js$/, async (route) => {
    if (refused++ === 0) return route.abort('connectionreset');
    return route.continue();
  });
  await s.page.getByRole('menuitem', { name: 'Servicios' }).click();
  await s.page.getByRole('heading', { name: 'Servicios', level: 1 }).waitFor();
  expect(refused).toBe(2);
});
