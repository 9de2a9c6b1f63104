/**
 * The home dashboard in a real browser on the demo data (part 1 §2 "Home dashboard"): ONE request,
 * counts equal to what the API counts, the latest 5 places and users with their links, the
 * buttons; layout on a desktop and a phone. Expected numbers come from the API.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { inject } from 'vitest';
import { api, overflowsSideways } from './api';
import { blockBrowser, chunkLine, logIn, snapshot, loggedInBrowser } from './browser';

const COUNTS: Record<string, string> = {
  places: 'countPlaces',
  published: 'countPlaces(published: 1)',
  drafts: 'countPlaces(published: 0)',
  closed: 'countPlaces(published: 2)',
  tempClosed: 'countPlaces(published: 3)',
  newPlaces: 'countPlaces(lastmonths: 1)',
  users: 'countUsers',
  newUsers: 'countUsers(lastmonths: 1)',
  reviews: 'countReviews',
  newReviews: 'countReviews(lastmonths: 1)',
};

/** Each count asked on its own (one request per number), not through the dashboard's document. */
async function expectedCounts(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, field] of Object.entries(COUNTS)) out[key] = (await api<{ n: number }>(page, `{ n: ${field} }`)).n;
  return out;
}

const shownCount = (page: Page, key: string) => page.locator(`[data-count="${key}"]`).getAttribute('data-value').then(Number);

/** The ids a table's rows link to (the place editor, the user's activity), in row order. */
const linkedIds = (table: Locator, pattern: RegExp) =>
  table
    .locator('tbody tr')
    .evaluateAll(
      (trs, source) =>
        trs.map((tr) =>
          Number([...tr.querySelectorAll('a')].map((a) => new RegExp(source).exec(a.getAttribute('href') ?? '')?.[1]).find(Boolean)),
        ),
      pattern.source,
    );

describe('home dashboard', () => {
  const s = loggedInBrowser();
  const requests: string[] = [];
  const record = (request: Request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') requests.push(request.postData() ?? '');
  };

  it('shows every count the API gives, all from one request', async () => {
    await s.page.locator('[data-count="places"]').waitFor(); // the load after logging in is over
    s.page.on('request', record);
    await s.page.reload();
    await s.page.locator('[data-count="places"]').waitFor();
    await s.page.waitForLoadState('networkidle'); // a second request would have been sent by now
    s.page.off('request', record);
    const counting = requests.filter((body) => /count(Places|Users|Reviews)/.test(body));
    expect(counting).toHaveLength(1);
    expect(counting[0]).toContain('allUsers');

    const expected = await expectedCounts(s.page);
    expect(expected.places).toBeGreaterThan(0);
    expect(expected.newPlaces).toBeGreaterThan(0);
    for (const key of Object.keys(COUNTS)) expect([key, await shownCount(s.page, key)]).toEqual([key, expected[key]]);
    expect(expected.published + expected.drafts + expected.closed + expected.tempClosed).toBe(expected.places);
    for (const label of [
      'Sitios',
      'Publicados',
      'Borradores',
      'Cerrados',
      'Cerrados temporalmente',
      'Nuevos (último mes)',
      'Usuarios',
      'Nuevos usuarios (último mes)',
      'Reseñas',
      'Reseñas (último mes)',
    ]) {
      await s.page.locator('[data-count-label]').getByText(label, { exact: true }).waitFor();
    }
    await snapshot(s.page, 'dashboard-desktop');
    await expect(overflowsSideways(s.page)).resolves.toBe(false);
  });

  it('lists the latest 5 places with edit and public-page links', async () => {
    const { rows } = await api<{ rows: { idplace: number; name: string; slug: string; city: string; numphotos: number }[] }>(
      s.page,
      '{ rows: allPlaces(items: 5, order: "create_date DESC") { idplace name slug city numphotos } }',
    );
    const table = s.page.getByRole('table', { name: 'Últimos sitios' });
    await expect.poll(() => linkedIds(table, /^\/places\/(\d+)$/)).toEqual(rows.map((r) => r.idplace));
    const first = rows[0];
    const row = table.locator('tbody tr').filter({ has: s.page.locator(`a[href="/places/${first.idplace}"]`) });
    await row.getByText(first.city, { exact: true }).first().waitFor();
    const view = row.getByRole('link', { name: `Ver ${first.name} en la web pública` });
    await expect(view.getAttribute('href')).resolves.toBe(`${inject('publicSiteUrl')}/es/place/${first.idplace}-${first.slug}`);
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    await row.getByRole('link', { name: `Editar ${first.name}` }).click();
    await s.page.waitForURL(new RegExp(`/places/${first.idplace}$`));
    await s.page.goBack();
    await s.page.waitForURL((url) => url.pathname === '/');
  });

  it('lists the latest 5 users with registration type and a link to their activity', async () => {
    const { rows } = await api<{ rows: { iduser: number; name: string; has_facebookid: boolean; has_googleid: boolean }[] }>(
      s.page,
      '{ rows: allUsers(items: 5, order: "registration_date DESC") { iduser name has_facebookid has_googleid } }',
    );
    const table = s.page.getByRole('table', { name: 'Últimos usuarios' });
    await table.locator('tbody tr').first().waitFor();
    expect(await linkedIds(table, /^\/users\/(\d+)\/show$/)).toEqual(rows.map((r) => r.iduser));
    for (const user of rows) {
      const row = table.locator('tbody tr').filter({ has: s.page.locator(`a[href="/users/${user.iduser}/show"]`) });
      const type = await row.locator('[data-registration]').innerText();
      expect(type.trim()).toBe(user.has_facebookid || user.has_googleid ? 'Red social' : 'Contraseña');
    }
    await table.getByRole('link', { name: `Ver la actividad de ${rows[0].name}` }).click();
    await s.page.waitForURL(new RegExp(`/users/${rows[0].iduser}/show$`));
    await s.page.goBack();
  });

  it('buttons go to add place, quick add and the map; a count card opens the filtered list', async () => {
    for (const [name, path] of [
      ['Añadir sitio', '/places/create'],
      ['Añadir sitio rápido', '/places/quick'],
      ['Ver en el mapa', '/places/map'],
    ]) {
      await s.page.goto('/dashboard/main');
      await s.page.getByRole('link', { name, exact: true }).click();
      await s.page.waitForURL(new RegExp(`${path}$`));
    }
    await s.page.goto('/');
    const drafts = await shownCount(s.page, 'drafts');
    await s.page.getByRole('link', { name: /^Borradores/ }).click();
    await s.page.waitForURL(/\/places\?/);
    await expect.poll(() => s.page.getByRole('checkbox', { name: 'Solo borradores' }).isChecked()).toBe(true);
    await s.page.getByText(`Página 1 de ${Math.ceil(drafts / 15)}`, { exact: true }).waitFor();
  });

  it('"Nuevos (último mes)" opens the places created in the last month, whatever the list was left at; the filter can be removed', async () => {
    await s.page.goto(`/places?filter=${encodeURIComponent('{"published":2}')}&sort=name&order=ASC`); // the list left filtered
    await s.page.locator('table tbody tr').first().waitFor();
    await s.page.goto('/');
    const fresh = await shownCount(s.page, 'newPlaces');
    expect(fresh).toBeGreaterThan(0);
    const newest = (
      await api<{ rows: { name: string }[] }>(s.page, '{ rows: allPlaces(items: 15, lastmonths: 1, order: "idplace DESC") { name } }')
    ).rows;
    await s.page.getByRole('link', { name: /^Nuevos \(último mes\)/ }).click();
    await s.page.waitForURL(/\/places\?/);
    const box = s.page.getByRole('checkbox', { name: 'Nuevos en el último mes' });
    await expect.poll(() => box.isChecked()).toBe(true);
    await expect(s.page.getByRole('checkbox', { checked: true }).count()).resolves.toBe(1);
    await expect.poll(() => s.page.locator('table tbody tr td.column-name p').allInnerTexts()).toEqual(newest.map((p) => p.name));
    if (fresh > 15) await s.page.getByText(`Página 1 de ${Math.ceil(fresh / 15)}`, { exact: true }).waitFor();
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(false);
    const all = (await api<{ n: number }>(s.page, '{ n: countPlaces }')).n;
    expect(all).toBeGreaterThan(fresh);
    await s.page.getByText(`Página 1 de ${Math.ceil(all / 15)}`, { exact: true }).waitFor();
  });
});

describe('home dashboard on a phone', () => {
  const s = loggedInBrowser({ width: 390, height: 844 });

  it('fits the screen without sideways scrolling', async () => {
    await s.page.locator('[data-count="places"]').waitFor();
    await s.page.getByRole('table', { name: 'Últimos usuarios' }).waitFor();
    await snapshot(s.page, 'dashboard-phone');
    await expect(overflowsSideways(s.page)).resolves.toBe(false);
  });
});

describe('home dashboard on a lost connection', () => {
  const s = blockBrowser();

  it("the API's code that cannot arrive: the error and 'Reintentar'; once the connection is back, 'Reintentar' shows the dashboard", async () => {
    // The data provider's chunk (the login itself does not need it).
    const provider = await chunkLine(s.page, 'provider');
    await logIn(s.page);
    const alert = s.page.getByRole('alert').filter({ hasText: 'No se han podido cargar los datos del panel' });
    await alert.waitFor();
    expect(provider.asked).toBe(2); // asked twice in a row, then given up
    // The reason in Spanish, not the browser's 'Failed to fetch dynamically imported module'.
    expect(await alert.innerText()).toContain('No se pudo descargar parte del panel: compruebe la conexión y vuelva a intentarlo');
    provider.reconnect();
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await s.page.locator('[data-count="places"]').waitFor();
    const rows = s.page.getByRole('table', { name: 'Últimos sitios' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(5);
  });

  it("the API's code lost once: the dashboard shows all the same", async () => {
    await s.page.unrouteAll();
    const provider = await chunkLine(s.page, 'provider', 1);
    await s.page.reload();
    await s.page.locator('[data-count="places"]').waitFor();
    expect(provider.asked).toBe(2);
  });
});
