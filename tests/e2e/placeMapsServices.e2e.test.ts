/**
 * The place editor's search with the two real maps services, in Chromium, each on its own API
 * (same build, a fresh PGlite, no demo data): keyless Nominatim against a local stand-in (search
 * only on Enter, a choice fills the form, a map click reverse-geocodes, the panel's CSP lets the
 * browser reach GEOCODER_URL; the stand-in gone → one message) and Google with a key on this closed
 * network (the script cannot load: the map says so, the search says it is unavailable, the fields
 * stay editable).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { openBrowser, type BrowserSession } from './browser';
import { axeProblems } from './screenChecks';
import { field, onStep } from './placeEditorScreens';
import { BY_OSM_ID, RESTAURANT } from '../support/nominatimFixtures';

const ADMIN = { email: 'maps-admin@example.com', password: 'maps-secret-pass' };
const UNAVAILABLE = 'La búsqueda en el mapa no está disponible en este momento: puede rellenar los campos a mano.';

/** An API + panel of its own with these settings (read when it starts), and a browser logged in to it. */
function panelWith(env: () => Record<string, string>) {
  const self = {} as { app: FastifyInstance; session: BrowserSession; page: Page; dataDir: string };
  beforeAll(async () => {
    self.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-maps-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: self.dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STATIC_DIR: path.resolve(process.env.E2E_DIST ?? 'dist'),
      ...env(),
    });
    self.app = (await startServer(config, { seed: false })).app;
    const url = await self.app.listen({ port: 0, host: '127.0.0.1' });
    self.session = await openBrowser();
    self.page = self.session.page;
    await self.page.goto(`${url}/login`);
    await self.page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await self.page.getByLabel(/^Contraseña/).fill(ADMIN.password);
    await self.page.getByRole('button', { name: 'Entrar' }).click();
    await self.page.waitForURL((u) => u.pathname === '/');
    await self.page.goto(`${url}/places/create`);
    await onStep(self.page, 1);
  });
  afterAll(async () => {
    await self.session?.browser.close();
    await self.app?.close();
    fs.rmSync(self.dataDir, { recursive: true, force: true });
  });
  return self;
}

describe('keyless Nominatim against a local stand-in', () => {
  const requests: URL[] = [];
  const standIn = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url);
    const body =
      url.pathname === '/search'
        ? [RESTAURANT]
        : url.pathname === '/lookup'
          ? [BY_OSM_ID[url.searchParams.get('osm_ids') ?? '']].filter(Boolean)
          : { ...RESTAURANT, name: '', namedetails: {}, extratags: {} };
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(body));
  });
  let geocoder = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    geocoder = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  });
  const s = panelWith(() => ({ MAPS_SERVICE: 'nominatim', GEOCODER_URL: geocoder }));

  it('searches on Enter only, fills the form from the chosen place and reverse-geocodes a map click', async () => {
    const { page } = s;
    // The page's clock: time flows as usual, and runFor() jumps ahead, firing what was due.
    await page.clock.install();
    const box = page.getByRole('combobox', { name: 'Buscar sitio' });
    await box.click();
    await box.pressSequentially('taberna porto');
    await page.getByText('Escriba al menos 3 caracteres y pulse Intro para buscar').waitFor();
    // A search started by typing (300 ms after the last key) would be on its way now…
    await page.clock.runFor(1_000);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: /^Taberna do Porto Vello/ }).click();
    // …and ahead of Enter's: the stand-in was asked once, on Enter, for the whole text.
    expect(requests.filter((u) => u.pathname === '/search').map((u) => u.searchParams.get('q'))).toEqual(['taberna porto']);
    await expect.poll(() => field(page, /^Nombre/).inputValue()).toBe('Taberna do Porto Vello');
    expect(await field(page, /^Dirección/).inputValue()).toBe('Rúa Real, 12');
    expect(await field(page, /^Ciudad/).inputValue()).toBe('A Coruña');
    expect(await field(page, /^Teléfono/).inputValue()).toBe('+34 981 22 33 44');
    expect(await field(page, /^Zona horaria/).inputValue()).toBe('Europe/Madrid');
    const search = requests.find((u) => u.pathname === '/search')!;
    expect([search.searchParams.get('q'), search.searchParams.get('format')]).toEqual(['taberna porto', 'jsonv2']);
    expect(requests.find((u) => u.pathname === '/lookup')?.searchParams.get('osm_ids')).toBe('N240109189');

    await field(page, /^Dirección/).fill('');
    const map = (await page.locator('.leaflet-container').boundingBox())!;
    await page.mouse.click(map.x + map.width / 2 + 60, map.y + map.height / 2);
    await expect.poll(() => field(page, /^Dirección/).inputValue()).toBe('Rúa Real, 12');
    expect(requests.some((u) => u.pathname === '/reverse')).toBe(true);
    expect(await axeProblems(page)).toEqual([]);
  });

  it('says once that the search is unavailable when the geocoder is gone', async () => {
    const { page } = s;
    await new Promise((resolve) => standIn.close(resolve));
    const box = page.getByRole('combobox', { name: 'Buscar sitio' });
    await box.fill('otro sitio');
    await page.keyboard.press('Enter');
    await page.getByText(UNAVAILABLE).waitFor();
    await field(page, /^Nombre/).fill('Escrito a mano');
    expect(await field(page, /^Nombre/).inputValue()).toBe('Escrito a mano');
  });
});

describe('Google with a key on a closed network', () => {
  const s = panelWith(() => ({ GOOGLE_MAPS_KEY: 'e2e-key-without-network' }));

  it('the map says it could not load and the search that it is unavailable; the fields stay editable', async () => {
    const { page } = s;
    await page.getByText('No se ha podido cargar el mapa de Google').waitFor();
    const box = page.getByRole('combobox', { name: 'Buscar sitio' });
    await box.click();
    await box.pressSequentially('fogar');
    await page.getByText(UNAVAILABLE).waitFor();
    await field(page, /^Nombre/).fill('Escrito a mano');
    expect(await field(page, /^Nombre/).inputValue()).toBe('Escrito a mano');
    expect(await axeProblems(page)).toEqual([]);
  });
});
