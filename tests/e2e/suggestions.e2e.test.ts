/**
 * Suggestions in Chromium against the real API (demo seed): the list searched without accents and
 * filtered by state on the server; the form (reached by the spec's dashboard/editsuggestion/{id})
 * closes and reopens a suggestion with 'Cambio correcto', read back through the API; delete after
 * the confirmation; axe finds no serious violation and nothing scrolls sideways at 390 to 1366 px.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { loggedInBrowser, snapshot, transitionsDone } from './browser';
import { dialog, rowWith, toast } from './referenceScreens';
import { axeProblems, widthProblems } from './screenChecks';

interface Suggestion {
  idsuggestion: number;
  idplace: number;
  place: string;
  user: string;
  email: string;
  reason: string;
  status: number;
}
const FIELDS = 'idsuggestion idplace place user email reason status';

const results = (page: Page) => page.getByRole('region', { name: 'Sugerencias' });
const rows = (page: Page) => results(page).locator('tbody tr');

const firstOf = async (page: Page, status: number): Promise<Suggestion> =>
  (
    await api<{ allSuggestions: Suggestion[] }>(page, `query($s: Int) { allSuggestions(status: $s, items: 1) { ${FIELDS} } }`, {
      s: status,
    })
  ).allSuggestions[0];
const statusOf = async (page: Page, id: number): Promise<number> =>
  (await api<{ suggestion: { status: number } }>(page, `query($id: Int!) { suggestion(idsuggestion: $id) { status } }`, { id })).suggestion
    .status;
const countOf = async (page: Page, variables: Record<string, unknown>): Promise<number> =>
  (await api<{ countSuggestions: number }>(page, `query($q: String, $s: Int) { countSuggestions(search: $q, status: $s) }`, variables))
    .countSuggestions;

/** Without accents and in capitals: 'Café Ñandú' → 'CAFE NANDU'. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

describe('suggestions', () => {
  const s = loggedInBrowser();

  it('the list: columns, a search typed without accents and the closed filter, as the server counts them', async () => {
    const { page } = s;
    await page.goto('/suggestions');
    await page.getByRole('heading', { level: 1, name: 'Sugerencias' }).waitFor();
    await rows(page).first().waitFor();
    expect(await results(page).getByRole('columnheader').allInnerTexts()).toEqual([
      'Sitio',
      'Usuario',
      'Motivo',
      'Fecha',
      'Estado',
      'Acciones',
    ]);
    expect(await rows(page).count()).toBe(Math.min(25, await countOf(page, {})));
    await snapshot(page, 'suggestions-list-1366');

    const target = await firstOf(page, 0);
    const search = `${plain(target.place)} ${target.email}`;
    const expected = await countOf(page, { q: search });
    expect(expected).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Buscar' }).fill(search);
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes(JSON.stringify(search)) ?? false);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(Math.min(25, expected));
    const row = rowWith(results(page), target.email).first();
    await row.getByRole('link', { name: target.place }).waitFor();

    await page.getByRole('textbox', { name: 'Buscar' }).fill('');
    // The cleared search is applied (debounced) before the state is chosen: a late search update
    // would otherwise replace the filter without the state.
    await page.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes(JSON.stringify(search)));
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Cerrada' }).click();
    const closed = await countOf(page, { s: 1 });
    await expect.poll(() => results(page).getByText('Abierta').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => rows(page).count()).toBe(Math.min(25, closed));
    expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');

    expect(await axeProblems(page)).toEqual([]);
    expect(await widthProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 860 });
    await transitionsDone(page);
    await snapshot(page, 'suggestions-list-390');
    await page.setViewportSize({ width: 1366, height: 860 });
  });

  it('the form: close and reopen, persisted (read back through the API), the place opens in its editor', async () => {
    const { page } = s;
    const target = await firstOf(page, 0);
    await page.goto(`/dashboard/editsuggestion/${target.idsuggestion}`);
    await page.getByRole('heading', { level: 1, name: 'Editar sugerencia' }).waitFor();
    await page.waitForURL((url) => url.pathname === `/suggestions/${target.idsuggestion}`);
    await page.getByText(target.email, { exact: true }).waitFor();
    await page.getByText(target.reason, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Abrir el sitio en su editor' }).getAttribute('href')).toBe(`/places/${target.idplace}`);

    await page.getByRole('button', { name: 'Cerrar sugerencia' }).click();
    await toast(page, 'Cambio correcto').waitFor();
    await page.getByRole('button', { name: 'Reabrir sugerencia' }).waitFor();
    expect(await statusOf(page, target.idsuggestion)).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'Reabrir sugerencia' }).waitFor();
    await page.getByText('Cerrada', { exact: true }).waitFor();
    await snapshot(page, 'suggestions-form-1366');

    await page.getByRole('button', { name: 'Reabrir sugerencia' }).click();
    await toast(page, 'Cambio correcto').waitFor();
    await page.getByRole('button', { name: 'Cerrar sugerencia' }).waitFor();
    expect(await statusOf(page, target.idsuggestion)).toBe(0);

    expect(await axeProblems(page)).toEqual([]);
    expect(await widthProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 860 });
    await transitionsDone(page);
    await snapshot(page, 'suggestions-form-390');
    await page.setViewportSize({ width: 1366, height: 860 });

    await page.getByRole('link', { name: 'Abrir el sitio en su editor' }).click();
    await page.waitForURL((url) => url.pathname === `/places/${target.idplace}`);
  });

  it('delete from the form after the confirmation: «Eliminado correctamente», back to the list, gone from the API', async () => {
    const { page } = s;
    const target = await firstOf(page, 1);
    const before = await countOf(page, {});
    await page.goto(`/suggestions/${target.idsuggestion}`);
    await page.getByText(target.reason, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Eliminar: ${target.reason}` }).click();
    await dialog(page).getByText('¿Desea eliminar este elemento?').waitFor();
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Eliminado correctamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/suggestions');
    expect(await countOf(page, {})).toBe(before - 1);
    await expect(
      api(page, `query($id: Int!) { suggestion(idsuggestion: $id) { idsuggestion } }`, { id: target.idsuggestion }),
    ).rejects.toThrow(/NOT_FOUND/);
  });
});
