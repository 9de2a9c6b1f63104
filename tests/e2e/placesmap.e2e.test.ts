/**
 * The places map in a real browser, on the keyless provider (no GOOGLE_MAPS_KEY; offline the OSM
 * tiles stay grey): it opens on the box of the located places with the total as the API counts it;
 * every located place is drawn, as a pin or inside a cluster; zoomed in until at most 300 places
 * are in view, each is its own pin titled with its name; a clicked place's card (named, keyboard).
 */
import type { Page, Request } from 'playwright-core';
import { api } from './api';
import { logIn, openBrowser, snapshot, loggedInBrowser } from './browser';
import { axeProblems } from './screenChecks';

/** The most places a view may hold and still be drawn one pin each (docs/api.md «Mapa de sitios»). */
const PINS_UP_TO = 300;

interface View {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

/** The next answer to a placesMap request (start waiting before the move that asks for it). */
const mapAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/graphql') && Boolean(response.request().postData()?.includes('placesMap(')));

/**
 * Runs `move` (a navigation, a click that moves the map) and waits for what it brings: the map's
 * answer for the new view, then no request in flight or waiting out its debounce ('Cargando...'
 * gone), and markers drawn.
 */
async function settledAfter(page: Page, move: () => Promise<unknown>) {
  const answered = mapAnswer(page);
  await move();
  await answered;
  await page.getByRole('status').filter({ hasText: 'Cargando...' }).waitFor({ state: 'detached' });
  await page.locator('.leaflet-marker-icon').first().waitFor();
}

/** Counts of the cluster bubbles and the number of single-place pins on screen. */
async function onScreen(page: Page) {
  const clusters = (await page.locator('.map-cluster').allInnerTexts()).map((t) => Number(t.replace(/\./g, '')));
  const pins = await page.locator('.map-pin').count();
  return { clusters, pins, sum: clusters.reduce((a, b) => a + b, 0) + pins };
}

/** Records the views the map asks the API for. */
function viewsAsked(page: Page): View[] {
  const views: View[] = [];
  page.on('request', (request: Request) => {
    const body = request.postData();
    if (request.url().endsWith('/graphql') && body?.includes('placesMap(')) views.push(JSON.parse(body).variables);
  });
  return views;
}

describe('places map (keyless provider)', () => {
  const s = loggedInBrowser();
  let total: number;
  let extent: { located: number; south: number; west: number; north: number; east: number };
  let views: View[];
  beforeAll(async () => {
    total = (await api<{ countPlaces: number }>(s.page, '{ countPlaces }')).countPlaces;
    extent = (await api<{ placesMapExtent: typeof extent }>(s.page, '{ placesMapExtent { located south west north east } }'))
      .placesMapExtent;
    views = viewsAsked(s.page);
  });

  it('opens on the box of the located places, with the title, the total and every located place drawn', async () => {
    expect(total).toBeGreaterThan(100);
    await settledAfter(s.page, () => s.page.goto('/places/map'));
    await s.page.getByRole('heading', { name: 'Mapa de sitios', level: 1 }).waitFor();
    await s.page.getByText(`Total: ${total.toLocaleString('es-ES')} sitios`, { exact: true }).waitFor();
    const [first] = views;
    // The whole box in view, closer than the world at zoom 2: Spain and Portugal, not the planet.
    expect(first.south).toBeLessThanOrEqual(extent.south);
    expect(first.north).toBeGreaterThanOrEqual(extent.north);
    expect(first.west).toBeLessThanOrEqual(extent.west);
    expect(first.east).toBeGreaterThanOrEqual(extent.east);
    expect(first.zoom).toBeGreaterThanOrEqual(4);
    await expect(s.page.locator(`img.leaflet-tile[src*="/${first.zoom}/"]`).count()).resolves.toBeGreaterThan(0);
    const shown = await onScreen(s.page);
    expect(shown.sum).toBe(extent.located);
    // More than PINS_UP_TO places in view: clustered (the demo's 320 at the opening view).
    if (extent.located > PINS_UP_TO) expect(shown.clusters.length).toBeGreaterThan(0);
    expect(await s.page.locator('.leaflet-marker-icon').count()).toBeLessThanOrEqual(PINS_UP_TO);
    await s.page.getByText('colaboradores de OpenStreetMap').waitFor();
    await expect(s.page.getByRole('button', { name: 'Acercar', exact: true }).count()).resolves.toBe(1);
    await snapshot(s.page, 'placesmap-opening');
  });

  it('shows "Cargando..." while the API answers', async () => {
    // The map's requests are held until "Cargando..." has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await s.page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('placesMap')) await held;
      await route.continue();
    });
    await settledAfter(s.page, async () => {
      await s.page.reload();
      await s.page.getByRole('status').filter({ hasText: 'Cargando...' }).waitFor();
      release();
    });
    await s.page.unrouteAll({ behavior: 'wait' });
  });

  it('zoomed in until few places are in view: one pin per place, titled with its name; a click shows a named card', async () => {
    for (let i = 0; i < 8 && (await s.page.locator('.map-cluster').count()) > 0; i += 1) {
      const bubbles = s.page.locator('.map-cluster');
      const counts = (await bubbles.allInnerTexts()).map((t) => Number(t.replace(/\./g, '')));
      await settledAfter(s.page, () => bubbles.nth(counts.indexOf(Math.max(...counts))).click());
    }
    const view = views.at(-1)!;
    const answer = await api<{ placesMap: { inView: number; points: { name: string }[] } }>(
      s.page,
      'query($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) { placesMap(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) { inView points { name } } }',
      { ...view },
    );
    expect(answer.placesMap.inView).toBeLessThanOrEqual(PINS_UP_TO);
    const shown = await onScreen(s.page);
    expect(shown.clusters).toEqual([]);
    expect(shown.pins).toBe(answer.placesMap.inView);
    const titles = await s.page.locator('.map-pin').evaluateAll((pins) => pins.map((p) => p.getAttribute('title')));
    expect(titles.sort()).toEqual(answer.placesMap.points.map((p) => p.name).sort());
    await snapshot(s.page, 'placesmap-zoomed');

    // Pins of places at the same address stack up: take one on top, wholly inside the map.
    const name = (await s.page.locator('.map-pin').evaluateAll((pins) => {
      const map = document.querySelector('.leaflet-container')!.getBoundingClientRect();
      const top = pins.find((pin) => {
        const r = pin.getBoundingClientRect();
        const inside = r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom - 20;
        return inside && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 3)?.closest('.map-pin') === pin;
      });
      return top?.getAttribute('title');
    }))!;
    expect(name).toBeTruthy();
    const pin = s.page.locator(`.map-pin[title="${name.replace(/"/g, '\\"')}"]`).first();
    await pin.click();
    const card = s.page.getByRole('dialog', { name });
    await card.getByRole('heading', { name }).waitFor();
    expect(await axeProblems(s.page), 'axe con la ficha abierta').toEqual([]);
    const found = await api<{ allPlaces: { idplace: number; name: string }[] }>(
      s.page,
      'query($search: String) { allPlaces(search: $search, items: 100) { idplace name } }',
      { search: name },
    );
    const sameName = found.allPlaces.filter((p) => p.name === name).map((p) => `/places/${p.idplace}`);
    expect(sameName).toContain(await card.getByRole('link', { name: 'Editar sitio' }).getAttribute('href'));
    await settledAfter(s.page, () => card.getByRole('button', { name: 'Acercar al sitio' }).click());
    await s.page.locator('img.leaflet-tile[src*="/16/"]').first().waitFor({ state: 'attached' });
    await expect(s.page.locator(`.map-pin[title="${name.replace(/"/g, '\\"')}"]`).count()).resolves.toBeGreaterThan(0);
    await snapshot(s.page, 'placesmap-selected');
    await card.getByRole('button', { name: 'Cerrar' }).click();
    await card.waitFor({ state: 'detached' });
    // Keyboard: the marker takes focus, Enter opens the card (focus inside it), Escape gives it back.
    const marker = s.page.getByRole('button', { name, exact: true }).first();
    await marker.focus();
    await s.page.keyboard.press('Enter');
    await card.getByRole('link', { name: 'Editar sitio' }).waitFor();
    await expect.poll(() => card.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await s.page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => s.page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe(name);
  });

  it('answers at the legacy /dashboard/placesmap path too', async () => {
    await settledAfter(s.page, () => s.page.goto('/dashboard/placesmap'));
    await s.page.waitForURL(/\/places\/map$/);
    await s.page.getByRole('heading', { name: 'Mapa de sitios', level: 1 }).waitFor();
    await s.page.getByText(`Total: ${total.toLocaleString('es-ES')} sitios`, { exact: true }).waitFor();
    expect((await onScreen(s.page)).sum).toBe(extent.located);
  });

  it('fits a phone screen: the map spans the width and shows every located place', async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      await logIn(phone.page);
      await settledAfter(phone.page, () => phone.page.goto('/places/map'));
      await phone.page.getByText(`Total: ${total.toLocaleString('es-ES')} sitios`, { exact: true }).waitFor();
      const map = (await phone.page.locator('.leaflet-container').boundingBox())!;
      expect(map.width).toBeGreaterThan(300);
      expect(map.height).toBeGreaterThanOrEqual(360);
      expect((await onScreen(phone.page)).sum).toBe(extent.located);
      await snapshot(phone.page, 'placesmap-phone');
    } finally {
      await phone.browser.close();
    }
  });
});
