/**
 * Users in Chromium against the real API (demo seed): a user searched in the list, their activity
 * opened from its link (and by the spec's dashboard/usersactivity/{id}) with each panel's count as
 * the API answers it; no broken avatar; axe finds no serious violation and nothing scrolls
 * sideways at 390 to 1366 px.
 */
import { api } from './api';
import { loggedInBrowser, snapshot, transitionsDone } from './browser';
import { axeProblems, widthProblems } from './screenChecks';

interface Activity {
  iduser: number;
  name: string;
  email: string;
  counts: { places: number; servicevotes: number; reviews: number; photos: number; suggestions: number };
}

describe('users', () => {
  const s = loggedInBrowser();

  it('search a user, open their activity: panels with the API counts, no broken avatar, axe and widths', async () => {
    const { page } = s;
    await page.goto('/users');
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    const { allReviews } = await api<{ allReviews: { iduser: number }[] }>(page, 'query { allReviews(items: 1) { iduser } }');
    const { user } = await api<{ user: Activity }>(
      page,
      'query($id: Int!) { user(iduser: $id) { iduser name email counts { places servicevotes reviews photos suggestions } } }',
      { id: allReviews[0].iduser },
    );
    const results = page.getByRole('region', { name: 'Usuarios' });
    await results.locator('tbody tr').first().waitFor();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(user.email);
    await expect.poll(() => results.locator('tbody tr').count()).toBe(1);
    await results.getByText(user.email, { exact: true }).waitFor();
    // every avatar is a loaded picture or initials, never a broken image
    await expect
      .poll(() =>
        page.evaluate(
          () => [...document.querySelectorAll('main img')].filter((img) => (img as HTMLImageElement).naturalWidth === 0).length,
        ),
      )
      .toBe(0);
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'users-list-1366');
    expect(await widthProblems(page)).toEqual([]);

    await results.getByRole('link', { name: `Ver actividad: ${user.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/users/${user.iduser}/show`);
    const panels = {
      places: 'Sitios',
      servicevotes: 'Votos a servicios',
      reviews: 'Reseñas',
      photos: 'Fotos',
      suggestions: 'Sugerencias',
    } as const;
    for (const [key, title] of Object.entries(panels)) {
      await page.getByRole('region', { name: `${title} (${user.counts[key as keyof typeof panels]})` }).waitFor();
    }
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'users-activity-1366');
    expect(await widthProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 860 });
    await transitionsDone(page);
    await snapshot(page, 'users-activity-390');
    await page.goto('/users');
    await results.locator('tbody tr').first().waitFor();
    await transitionsDone(page);
    await snapshot(page, 'users-list-390');
    await page.setViewportSize({ width: 1366, height: 860 });

    await page.goto(`/dashboard/usersactivity/${user.iduser}`);
    await page.waitForURL((url) => url.pathname === `/users/${user.iduser}/show`);
  });
});
