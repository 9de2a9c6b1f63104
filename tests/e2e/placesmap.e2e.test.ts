/**
 * The places map in a real browser, on the keyless provider (no GOOGLE_MAPS_KEY; offline the OSM
 * tiles stay grey): title, total as the API counts it, clusters adding up to the located places,
 * zooming into individual markers titled with place names, and a clicked place's link.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { logIn, openBrowser, snapshot, loggedInBrowser } from './browser';

/** Waits until the map has no request in flight ('Cargando...' gone) and its markers are drawn. */
async function settled(page: Page) {
  await page.waitForTimeout(400); // the bounds debounce
  await page.getByRole('status').filter({ hasText: 'Cargando...' }).waitFor({ state: 'detached' });
  await page.locator('.leaflet-marker-icon').first().waitFor();
}

/** Counts of the cluster bubbles and the number of single-place pins on screen. */
async function onScreen(page: Page) {
  const clusters = (await page.locator('.map-cluster').allInnerTexts()).map((t) => Number(t.replace(/\./g, '')));
  const pins = await page.locator('.map-pin').count();
  return { clusters, pins, sum: clusters.reduce((a, b) => a + b, 0) + pins };
}

describe('places map (keyless provider)', () => {
  const s = loggedInBrowser();
  let total: number;
  let located: number;
  beforeAll(async () => {
    total = (await api<{ countPlaces: number }>(s.page, '{ countPlaces }')).countPlaces;
    const world = await api<{ placesMap: { located: number } }>(
      s.page,
      '{ placesMap(south: -85, west: -180, north: 85, east: 180, zoom: 2) { located } }',
    );
    located = world.placesMap.located;
  });

  it('opens at zoom 2 with the title, the total and clusters adding up to the located places', async () => {
    expect(total).toBeGreaterThan(100);
    await s.page.goto('/places/map');
    await s.page.getByRole('heading', { name: 'Mapa de sitios', level: 1 }).waitFor();
    await s.page.getByText(`Total: ${total.toLocaleString('es-ES')} sitios`, { exact: true }).waitFor();
    await settled(s.page);
    await expect(s.page.locator('img.leaflet-tile[src*="/2/"]').count()).resolves.toBeGreaterThan(0);
    const shown = await onScreen(s.page);
    expect(shown.clusters.length).toBeGreaterThan(0);
    expect(shown.sum).toBe(located);
    expect(await s.page.locator('.leaflet-marker-icon').count()).toBeLessThan(500);
    await s.page.getByText('colaboradores de OpenStreetMap').waitFor();
    await expect(s.page.getByRole('button', { name: 'Acercar', exact: true }).count()).resolves.toBe(1);
    await snapshot(s.page, 'placesmap-world');
  });

  it('shows "Cargando..." while the API answers', async () => {
    await s.page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('placesMap')) await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await s.page.reload();
    await s.page.getByRole('status').filter({ hasText: 'Cargando...' }).waitFor();
    await s.page.unroute('**/graphql');
    await settled(s.page);
  });

  it('zooms into the clusters down to markers titled with place names; a click shows the name and the editor link', async () => {
    for (let i = 0; i < 8 && (await s.page.locator('.map-pin').count()) === 0; i += 1) {
      const bubbles = s.page.locator('.map-cluster');
      const counts = (await bubbles.allInnerTexts()).map((t) => Number(t.replace(/\./g, '')));
      await bubbles.nth(counts.indexOf(Math.max(...counts))).click();
      await settled(s.page);
    }
    const pin = s.page.locator('.map-pin').first();
    const name = (await pin.getAttribute('title'))!;
    expect(name.length).toBeGreaterThan(0);
    const found = await api<{ allPlaces: { idplace: number; name: string }[] }>(
      s.page, 'query($search: String) { allPlaces(search: $search, items: 100) { idplace name } }', { search: name },
    );
    const place = found.allPlaces.find((p) => p.name === name);
    expect(place, name).toBeDefined();
    expect(await s.page.locator('.leaflet-marker-icon').count()).toBeLessThan(500);
    await snapshot(s.page, 'placesmap-zoomed');

    await s.page.locator(`.map-pin[title="${name.replace(/"/g, '\\"')}"]`).first().click();
    const card = s.page.getByRole('dialog', { name });
    await card.getByRole('heading', { name }).waitFor();
    const link = card.getByRole('link', { name: 'Editar sitio' });
    const sameName = found.allPlaces.filter((p) => p.name === name).map((p) => `/places/${p.idplace}`);
    expect(sameName).toContain(await link.getAttribute('href'));
    await card.getByRole('button', { name: 'Acercar al sitio' }).click();
    await settled(s.page);
    await s.page.locator('img.leaflet-tile[src*="/16/"]').first().waitFor({ state: 'attached' });
    await expect(s.page.locator(`.map-pin[title="${name.replace(/"/g, '\\"')}"]`).count()).resolves.toBeGreaterThan(0);
    await snapshot(s.page, 'placesmap-selected');
    await card.getByRole('button', { name: 'Cerrar' }).click();
    await card.waitFor({ state: 'detached' });
    // Keyboard: the marker takes focus and Enter opens the card again.
    await s.page.getByRole('button', { name, exact: true }).first().focus();
    await s.page.keyboard.press('Enter');
    await card.getByRole('link', { name: 'Editar sitio' }).waitFor();
  });

  it('answers at the legacy /dashboard/placesmap path too', async () => {
    await s.page.goto('/dashboard/placesmap');
    await s.page.waitForURL(/\/places\/map$/);
    await s.page.getByRole('heading', { name: 'Mapa de sitios', level: 1 }).waitFor();
    await s.page.getByText(`Total: ${total.toLocaleString('es-ES')} sitios`, { exact: true }).waitFor();
    await settled(s.page);
    expect((await onScreen(s.page)).sum).toBe(located);
  });

  it('fits a phone screen: the map spans the width and shows the clusters', async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      await logIn(phone.page);
      await phone.page.goto('/places/map');
      await phone.page.getByText(`Total: ${total.toLocaleString('es-ES')} sitios`, { exact: true }).waitFor();
      await settled(phone.page);
      const map = (await phone.page.locator('.leaflet-container').boundingBox())!;
      expect(map.width).toBeGreaterThan(300);
      expect(map.height).toBeGreaterThanOrEqual(360);
      expect((await onScreen(phone.page)).sum).toBe(located);
      await snapshot(phone.page, 'placesmap-phone');
    } finally {
      await phone.browser.close();
    }
  });
});
