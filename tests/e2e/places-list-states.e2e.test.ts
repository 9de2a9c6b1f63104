/**
 * The places list in a real browser, what issue 7 added: typing a search leaves no history entry per
 * pause (Back leaves the list), a failing API reads as an error with 'Reintentar' (never as an empty
 * result), and at tablet and laptop widths, menu open or closed, the table fits its card: every
 * row's actions are on screen, none cut off.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { loggedInBrowser, transitionsDone } from './browser';
import { axeProblems, toggleMenu, menuOpen } from './screenChecks';

const rows = (page: Page) => page.locator('table tbody tr');
const names = (page: Page) => page.locator('table tbody tr td.column-name p').allInnerTexts();

describe('places list: history, errors and widths', () => {
  const s = loggedInBrowser();

  it('typing a search with pauses replaces the history entry: Back goes to the page before the list', async () => {
    await s.page.goto('/');
    await s.page.locator('[data-count="places"]').waitFor();
    await s.page.getByRole('menuitem', { name: 'Sitios' }).click();
    await rows(s.page).first().waitFor();
    const box = s.page.getByLabel('Buscar');
    await box.pressSequentially('mus', { delay: 50 });
    await expect.poll(() => decodeURIComponent(s.page.url())).toContain('"q":"mus"');
    await box.pressSequentially('eo', { delay: 50 });
    await expect.poll(() => decodeURIComponent(s.page.url())).toContain('"q":"museo"');
    const { n } = await api<{ n: number }>(s.page, '{ n: countPlaces(search: "museo") }');
    await expect.poll(() => rows(s.page).count()).toBe(Math.min(n, 15));
    await s.page.goBack();
    await s.page.waitForURL((url) => url.pathname === '/');
    await s.page.locator('[data-count="places"]').waitFor();
  });

  it('a failing API shows the error and "Reintentar", not "No hay sitios…"; retrying recovers', async () => {
    await s.page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('allPlaces')) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Error interno del servidor', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        });
      } else await route.continue();
    });
    await s.page.goto('/places');
    await s.page.getByText('No se han podido cargar los sitios').waitFor();
    await expect(s.page.getByText('No hay sitios que coincidan con la búsqueda.').count()).resolves.toBe(0);
    await s.page.unrouteAll({ behavior: 'wait' });
    await s.page.getByRole('button', { name: 'Reintentar' }).click();
    await rows(s.page).first().waitFor();
    await expect.poll(() => rows(s.page).count()).toBe(15);
  });

  it('while the list loads, the app bar spinner is a progressbar named "Cargando..." and axe finds nothing serious', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await s.page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('allPlaces')) await held;
      await route.continue();
    });
    await s.page.goto('/places');
    const spinner = s.page.getByRole('progressbar', { name: 'Cargando...' });
    await spinner.first().waitFor();
    expect(await axeProblems(s.page)).toEqual([]);
    release();
    await s.page.unrouteAll({ behavior: 'wait' });
    await rows(s.page).first().waitFor();
    await expect.poll(() => spinner.count()).toBe(0);
  });

  it('at 768 and 1024 px, menu open and closed, the table fits its card and every row shows its actions', async () => {
    await s.page.goto('/places');
    await rows(s.page).first().waitFor();
    for (const width of [768, 1024]) {
      await s.page.setViewportSize({ width, height: 900 });
      for (const _state of [0, 1]) {
        await transitionsDone(s.page); // the new width's layout, or the menu's move
        const where = `${width} px, menú ${(await menuOpen(s.page)) ? 'abierto' : 'cerrado'}`;
        const fits = await s.page.locator('table').evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0) + 1);
        expect(fits, where).toBe(true);
        const card = (await s.page.locator('table').boundingBox())!;
        for (const name of (await names(s.page)).slice(0, 3)) {
          const view = (await s.page
            .getByRole('link', { name: `Ver en la web pública: ${name}` })
            .first()
            .boundingBox())!;
          expect(view.x + view.width <= Math.min(width, card.x + card.width) + 1, `${where}: ${name}`).toBe(true);
        }
        await toggleMenu(s.page);
      }
    }
    await s.page.setViewportSize({ width: 1366, height: 860 });
  });
});
