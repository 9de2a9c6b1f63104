/**
 * Reviews in Chromium against the real API (demo seed), on three published reviews (the `ids`
 * filter in the address): the published switch, censor after '¿Desea censurar este comentario?'
 * and a bulk hide of two selected rows, each read back through the API; axe finds no serious
 * violation and nothing scrolls sideways at 390 to 1366 px.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { loggedInBrowser, snapshot, transitionsDone } from './browser';
import { dialog, toast } from './referenceScreens';
import { axeProblems, widthProblems } from './screenChecks';

interface Review {
  idreview: number;
  text: string;
  published: boolean;
}

const results = (page: Page) => page.getByRole('region', { name: 'Reseñas' });
const rows = (page: Page) => results(page).locator('tbody tr');

const reviewsOf = async (page: Page, variables: Record<string, unknown>): Promise<Review[]> =>
  (
    await api<{ allReviews: Review[] }>(
      page,
      `query($ids: [Int!], $p: Boolean, $items: Int) { allReviews(ids: $ids, published: $p, items: $items) { idreview text published } }`,
      variables,
    )
  ).allReviews;
const stored = async (page: Page, ids: number[]) =>
  (await reviewsOf(page, { ids })).map((r) => `${r.text === '-Censurado-' ? 'censurada' : 'texto'}:${r.published}`);

describe('reviews', () => {
  const s = loggedInBrowser();

  it('publish switch, censor with confirmation and a bulk hide, each persisted; axe and widths', async () => {
    const { page } = s;
    // newest first, as the list shows them
    const ids = (await reviewsOf(page, { p: true, items: 3 })).map((r) => r.idreview);
    expect(ids).toHaveLength(3);
    await page.goto(`/reviews?filter=${encodeURIComponent(JSON.stringify({ ids }))}`);
    await page.getByRole('heading', { level: 1, name: 'Reseñas' }).waitFor();
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(3);
    expect(await results(page).getByRole('columnheader').allInnerTexts()).toEqual(
      expect.arrayContaining(['Sitio', 'Usuario', 'Texto', 'Fecha', 'Publicada', 'Acciones']),
    );

    await rows(page).nth(0).getByRole('switch').click();
    await toast(page, 'Cambio correcto').waitFor();
    await expect.poll(() => stored(page, ids)).toEqual(['texto:false', 'texto:true', 'texto:true']);

    await rows(page)
      .nth(1)
      .getByRole('button', { name: /^Censurar/ })
      .click();
    await dialog(page).getByText('¿Desea censurar este comentario?').waitFor();
    await dialog(page).getByRole('button', { name: 'Censurar' }).click();
    await toast(page, 'Censurado correctamente').waitFor();
    await rows(page).nth(1).getByText('-Censurado-', { exact: true }).waitFor();
    await expect.poll(() => stored(page, ids)).toEqual(['texto:false', 'censurada:true', 'texto:true']);
    await dialog(page).waitFor({ state: 'detached' });

    await rows(page).nth(1).getByRole('checkbox').check();
    await rows(page).nth(2).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Ocultar' }).click();
    await dialog(page).getByText('2 reseñas seleccionadas').waitFor();
    await dialog(page).getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => stored(page, ids)).toEqual(['texto:false', 'censurada:false', 'texto:false']);
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => results(page).getByRole('switch', { checked: true }).count()).toBe(0);

    expect(await axeProblems(page)).toEqual([]);
    expect(await widthProblems(page)).toEqual([]);
    await snapshot(page, 'reviews-list-1366');
    await page.setViewportSize({ width: 390, height: 860 });
    await transitionsDone(page);
    await snapshot(page, 'reviews-list-390');
    await page.setViewportSize({ width: 1366, height: 860 });
  });
});
