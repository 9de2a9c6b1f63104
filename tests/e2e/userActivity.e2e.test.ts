/**
 * The user activity in Chromium against the real API (demo seed): every panel shows the count the
 * API answers; in the reviews panel a review is censored after '¿Desea censurar este comentario?'
 * and another deleted after '¿Desea eliminar este elemento?', each read back through the API (the
 * count drops by one); axe finds no serious violation and nothing scrolls sideways at 390 to 1366 px.
 * The user is one whose reviews the other browser tests leave alone (not the newest reviews').
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { loggedInBrowser, snapshot, transitionsDone } from './browser';
import { dialog, toast } from './referenceScreens';
import { axeProblems, widthProblems } from './screenChecks';

interface Activity {
  counts: { places: number; servicevotes: number; reviews: number; photos: number; suggestions: number };
  reviews: { idreview: number; text: string }[];
}

const PANELS = { places: 'Sitios', servicevotes: 'Votos a servicios', reviews: 'Reseñas', photos: 'Fotos', suggestions: 'Sugerencias' };

const activityOf = async (page: Page, iduser: number) =>
  (
    await api<{ user: Activity }>(
      page,
      'query($id: Int!) { user(iduser: $id) { counts { places servicevotes reviews photos suggestions } reviews { idreview text } } }',
      { id: iduser },
    )
  ).user;

const textsOf = async (page: Page, ids: number[]) =>
  (
    await api<{ allReviews: { idreview: number; text: string }[] }>(
      page,
      'query($ids: [Int!]) { allReviews(ids: $ids) { idreview text } }',
      { ids },
    )
  ).allReviews;

/** A user with at least two uncensored reviews, none among the newest ones other tests change. */
async function pickUser(page: Page): Promise<number> {
  const { allReviews } = await api<{ allReviews: { iduser: number; text: string }[] }>(
    page,
    'query { allReviews(items: 100) { iduser text } }',
  );
  const busy = new Set(allReviews.slice(0, 10).map((r) => r.iduser));
  const counts = new Map<number, number>();
  for (const r of allReviews) if (!busy.has(r.iduser) && r.text !== '-Censurado-') counts.set(r.iduser, (counts.get(r.iduser) ?? 0) + 1);
  const found = [...counts].find(([, n]) => n >= 2);
  if (!found) throw new Error('la semilla no tiene un usuario con dos reseñas');
  return found[0];
}

describe('user activity', () => {
  const s = loggedInBrowser();

  it('panels with the API counts; censor and delete a review from the activity, read back; axe and widths', async () => {
    const { page } = s;
    const iduser = await pickUser(page);
    const before = await activityOf(page, iduser);
    const [first, second] = before.reviews;
    await page.goto(`/users/${iduser}/show`);
    await page.getByRole('heading', { level: 1, name: 'Actividad del usuario' }).waitFor();
    for (const [key, title] of Object.entries(PANELS)) {
      await page.getByRole('region', { name: `${title} (${before.counts[key as keyof typeof PANELS]})` }).waitFor({ timeout: 30_000 });
    }
    const panel = page.getByRole('region', { name: `Reseñas (${before.counts.reviews})` });
    const rows = panel.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(Math.min(10, before.counts.reviews));

    await rows
      .nth(0)
      .getByRole('button', { name: /^Censurar/ })
      .click();
    await dialog(page).getByText('¿Desea censurar este comentario?').waitFor();
    await dialog(page).getByRole('button', { name: 'Censurar' }).click();
    await toast(page, 'Censurado correctamente').waitFor();
    await rows.nth(0).getByText('-Censurado-', { exact: true }).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await textsOf(page, [first.idreview])).toEqual([{ idreview: first.idreview, text: '-Censurado-' }]);

    await rows
      .nth(1)
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await dialog(page).getByText('¿Desea eliminar este elemento?').waitFor();
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Eliminado correctamente').waitFor();
    await page.getByRole('region', { name: `Reseñas (${before.counts.reviews - 1})` }).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await textsOf(page, [second.idreview])).toEqual([]);
    expect((await activityOf(page, iduser)).counts.reviews).toBe(before.counts.reviews - 1);

    expect(await axeProblems(page)).toEqual([]);
    // back to the top: the app bar (and its menu button) hides while the page is scrolled down
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('button', { name: /abrir menú|cerrar menú/i })
      .first()
      .waitFor();
    expect(await widthProblems(page)).toEqual([]);
    await snapshot(page, 'user-activity-1366');
    await page.setViewportSize({ width: 390, height: 860 });
    await transitionsDone(page);
    await snapshot(page, 'user-activity-390');
    await page.setViewportSize({ width: 1366, height: 860 });
  });
});
