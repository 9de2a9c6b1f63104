/**
 * «Exportar» in a real browser against the real API (demo data): the places list searched and
 * filtered, exported; the downloaded CSV holds exactly the rows the API lists for that search and
 * filter (every page), in the list's order, with the list's headers; the CMS list too. Axe on the
 * list with its button.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { downloadedText, loggedInBrowser, snapshot } from './browser';
import { axeProblems } from './screenChecks';
import { csvRecords as records } from '../support/csvRecords';

async function exported(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return records(await downloadedText(download));
}

describe('export', () => {
  const s = loggedInBrowser();

  it('the places list searched and filtered: the file holds exactly its rows, every page, in its order', async () => {
    const { page } = s;
    await page.goto('/places');
    await page.getByRole('table').waitFor();
    await page.getByRole('checkbox', { name: 'Solo publicados' }).click();
    await page.getByLabel('Buscar').fill('o');
    await page.waitForURL(
      (url) => decodeURIComponent(url.search).includes('"q":"o"') && decodeURIComponent(url.search).includes('"published":1'),
    );
    const { n, all } = await api<{ n: number; all: number }>(
      page,
      '{ n: countPlaces(search: "o", published: 1) all: countPlaces(search: "o") }',
    );
    // More than one page, and the state filter changes the answer.
    expect(n).toBeGreaterThan(15);
    expect(all).toBeGreaterThan(n);
    // The list itself, page by page (100 per page, the API's most).
    const rows: { idplace: number; name: string }[] = [];
    for (let p = 1; rows.length < n; p += 1) {
      const answer = await api<{ rows: { idplace: number; name: string }[] }>(
        page,
        `{ rows: allPlaces(search: "o", published: 1, order: "idplace DESC", items: 100, page: ${p}) { idplace name } }`,
      );
      rows.push(...answer.rows);
    }
    const [header, ...lines] = await exported(page);
    expect(header).toEqual(['Id', 'Nombre', 'Dirección', 'Ciudad', 'Provincia', 'Idiomas', 'Estado', 'Creado', 'Modificado', 'Plus code']);
    expect(lines.map((line) => [Number(line[0]), line[1]])).toEqual(rows.map((row) => [row.idplace, row.name]));
    expect(new Set(lines.map((line) => line[6]))).toEqual(new Set(['Publicado']));
    expect(lines[0][7]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    await snapshot(page, 'places-list-export');
    expect(await axeProblems(page)).toEqual([]);
  });

  it('the users list searched: the file holds exactly the users it lists, every page, in its order', async () => {
    const { page } = s;
    await page.goto('/users');
    await page.getByRole('table').waitFor();
    await page.getByLabel('Buscar').fill('ma');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"q":"ma"'));
    const { n, all } = await api<{ n: number; all: number }>(page, '{ n: countUsers(search: "ma") all: countUsers }');
    // The search changes the answer.
    expect(n).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(n);
    const rows: { iduser: number; email: string; role: string | null }[] = [];
    for (let p = 1; rows.length < n; p += 1) {
      const answer = await api<{ rows: { iduser: number; email: string; role: string | null }[] }>(
        page,
        `{ rows: allUsers(search: "ma", order: "registration_date DESC", items: 100, page: ${p}) { iduser email role } }`,
      );
      rows.push(...answer.rows);
    }
    const [header, ...lines] = await exported(page);
    expect(header).toEqual([
      'Id',
      'Nombre',
      'Correo electrónico',
      'Tipo de registro',
      'Alta',
      'Última conexión',
      'Facebook',
      'Google',
      'Contraseña',
      'Newsletter',
      'Rol',
      'Cuenta desactivada',
    ]);
    const roleWord: Record<string, string> = { administrador: 'Administrador', editor: 'Editor' };
    expect(lines.map((line) => [Number(line[0]), line[2], line[10]])).toEqual(
      rows.map((row) => [row.iduser, row.email, row.role ? roleWord[row.role] : '']),
    );
    await snapshot(page, 'users-list-export');
    expect(await axeProblems(page)).toEqual([]);
  });

  it('the reviews list filtered by state and the suggestions list by status: each file holds exactly their rows', async () => {
    const { page } = s;
    for (const { path, state, choice, query, count, id, arg, param } of [
      {
        path: '/reviews',
        state: 'Estado',
        choice: 'Ocultas',
        query: 'allReviews',
        count: 'countReviews',
        id: 'idreview',
        arg: 'published: false',
        param: '"published":false',
      },
      {
        path: '/suggestions',
        state: 'Estado',
        choice: 'Cerrada',
        query: 'allSuggestions',
        count: 'countSuggestions',
        id: 'idsuggestion',
        arg: 'status: 1',
        param: '"status":1',
      },
    ]) {
      await page.goto(path);
      await page.getByRole('table').waitFor();
      await page.getByRole('combobox', { name: state }).click();
      await page.getByRole('option', { name: choice }).click();
      await page.waitForURL((url) => decodeURIComponent(url.search).includes(param));
      const { n, all } = await api<{ n: number; all: number }>(page, `{ n: ${count}(${arg}) all: ${count} }`);
      // The filter changes the answer.
      expect(n, path).toBeGreaterThan(0);
      expect(all, path).toBeGreaterThan(n);
      const rows: Record<string, number>[] = [];
      for (let p = 1; rows.length < n; p += 1) {
        const answer = await api<{ rows: Record<string, number>[] }>(page, `{ rows: ${query}(${arg}, items: 100, page: ${p}) { ${id} } }`);
        rows.push(...answer.rows);
      }
      const [header, ...lines] = await exported(page);
      expect(header[0], path).toBe('Id');
      expect(
        lines.map((line) => Number(line[0])),
        path,
      ).toEqual(rows.map((row) => row[id]));
      await snapshot(page, `${path.slice(1)}-list-export`);
      expect(await axeProblems(page), path).toEqual([]);
    }
  });

  it('the CMS list: every page in every language, as the list is sorted', async () => {
    const { page } = s;
    await page.goto('/cms');
    await page.getByRole('table').waitFor();
    const { rows } = await api<{ rows: { idcms: number; lang: string; title: string }[] }>(
      page,
      '{ rows: allCMS(lang: "es", items: 100) { idcms title } }',
    );
    const [header, ...lines] = await exported(page);
    expect(header.slice(0, 3)).toEqual(['Id', 'Título (Inglés)', 'Título (Español)']);
    expect(lines.map((line) => [Number(line[0]), line[2]])).toEqual(rows.map((row) => [row.idcms, row.title]));
  });
});
