/**
 * Where the keyboard focus goes in the places list (issue 15): the delete confirmation opens on
 * Cancelar (it opened on ELIMINAR: Enter, Enter deleted), a confirmed delete leaves the focus on
 * the list, a status change keeps it on the row's status button, and a row that leaves the filtered
 * list hands it to the list — never to the top of the page.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { loggedInBrowser } from './browser';
import { addPlaceByApi } from './placeEditorScreens';

const STAMP = Date.now().toString(36);

/** The accessible name of the focused element ('' for the page itself). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
  });

/** The places list showing the newest first, with this filter. */
async function openList(page: Page, filter: Record<string, unknown> = {}) {
  await page.goto(`/places?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=idplace&order=DESC&page=1`);
  await page.locator('table tbody tr').first().waitFor();
}

const row = (page: Page, name: string) =>
  page
    .locator('table tbody tr')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

describe('places list: focus', () => {
  const s = loggedInBrowser();

  it('the delete confirmation opens on Cancelar: Enter keeps the place; confirmed, the focus is on the list', async () => {
    const name = `Borrable ${STAMP}`;
    const id = await addPlaceByApi(s.page, { name });
    await openList(s.page);
    await row(s.page, name)
      .getByRole('button', { name: `Eliminar: ${name}` })
      .focus();
    await s.page.keyboard.press('Enter');
    const dialog = s.page.getByRole('dialog', { name: '¿Desea eliminar este elemento?' });
    await dialog.waitFor();
    await expect.poll(() => focused(s.page)).toBe('Cancelar');
    await s.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(s.page)).toBe(`Eliminar: ${name}`);
    expect((await api<{ n: number }>(s.page, `{ n: countPlaces(ids: [${id}]) }`)).n).toBe(1);

    await s.page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await s.page.getByText('Eliminado correctamente').waitFor();
    await expect.poll(() => focused(s.page)).toBe('Lista de sitios');
    expect((await api<{ n: number }>(s.page, `{ n: countPlaces(ids: [${id}]) }`)).n).toBe(0);
  });

  it('a status change from the keyboard keeps the focus on the row; a row leaving the filter leaves it on the list', async () => {
    const name = `Estados ${STAMP}`;
    await addPlaceByApi(s.page, { name, published: 1 });
    await openList(s.page);
    await row(s.page, name).getByRole('button', { name: 'Estado: Publicado. Cambiar estado' }).focus();
    await s.page.keyboard.press('Enter');
    await s.page.getByRole('menuitem', { name: 'Cerrado temporalmente' }).waitFor();
    await s.page.keyboard.press('ArrowDown'); // 'No publicado'
    await s.page.keyboard.press('ArrowDown'); // 'Cerrado permanentemente'
    await s.page.keyboard.press('ArrowDown'); // 'Cerrado temporalmente'
    await s.page.keyboard.press('Enter');
    await s.page.getByText('Datos editados correctamente').waitFor();
    await row(s.page, name).getByRole('button', { name: 'Estado: Cerrado temporalmente. Cambiar estado' }).waitFor();
    await expect.poll(() => focused(s.page)).toBe('Estado: Cerrado temporalmente. Cambiar estado');

    // only temporarily closed places: a draft is no longer one of them
    await openList(s.page, { published: 3 });
    await row(s.page, name)
      .getByRole('button', { name: /^Estado: / })
      .focus();
    await s.page.keyboard.press('Enter');
    await s.page.getByRole('menuitem', { name: 'No publicado' }).click();
    await expect.poll(() => row(s.page, name).count()).toBe(0);
    await expect.poll(() => focused(s.page)).toBe('Lista de sitios');
  });
});
