/**
 * The places list in a real browser on the demo data (part 1 §2 "Places list", §4, §8): search,
 * each state filter, sort and its reverse, paging ('Página X de Y', go-to-page, reload, back),
 * status change, delete with confirmation, the coverage column; layout on a desktop and a phone.
 * Every expected number comes from the API, never from a constant.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { api, overflowsSideways } from './api';
import { imagesInViewLoaded, snapshot, loggedInBrowser } from './browser';

const PER_PAGE = 15;
const pages = (n: number) => Math.max(1, Math.ceil(n / PER_PAGE));

interface Row {
  idplace: number;
  name: string;
  published: number;
  descriptsLen: { lang: string; chars: number }[];
}
const ROW = 'idplace name published descriptsLen { lang chars }';

async function count(page: Page, args = ''): Promise<number> {
  return (await api<{ n: number }>(page, `{ n: countPlaces${args ? `(${args})` : ''} }`)).n;
}
async function list(page: Page, args: string): Promise<Row[]> {
  return (await api<{ rows: Row[] }>(page, `{ rows: allPlaces(${args}) { ${ROW} } }`)).rows;
}

const rows = (page: Page) => page.locator('table tbody tr');
const names = (page: Page) => page.locator('table tbody tr td.column-name p').allInnerTexts();
const pagerText = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

/** Waits for the table to show exactly these names, in this order. */
async function showsNames(page: Page, expected: string[]) {
  await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(expected);
}

describe('places list', () => {
  const s = loggedInBrowser();

  it('shows 15 places, the newest first, and "Página 1 de Y" with the count the API gives', async () => {
    await s.page.goto('/dashboard/places');
    await s.page.waitForURL(/\/places/);
    const total = await count(s.page);
    const newest = await list(s.page, 'items: 15, order: "idplace DESC"');
    await showsNames(
      s.page,
      newest.map((p) => p.name),
    );
    await pagerText(s.page, `Página 1 de ${pages(total)}`);
    await expect(rows(s.page).count()).resolves.toBe(PER_PAGE);
    await imagesInViewLoaded(s.page); // the thumbnails, for the screenshot
    await snapshot(s.page, 'places-list-desktop');
    const fits = await s.page.locator('table').evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0) + 1);
    expect(fits).toBe(true);
    await expect(overflowsSideways(s.page)).resolves.toBe(false);
  });

  it('coverage column: EN ES GL PT filled exactly where the place has a description', async () => {
    const newest = await list(s.page, 'items: 15, order: "idplace DESC"');
    for (const place of newest) {
      const row = rows(s.page)
        .filter({ has: s.page.getByText(place.name, { exact: true }) })
        .first();
      const has = await row
        .locator('[data-has]')
        .evaluateAll((chips) => chips.map((c) => `${c.textContent}:${c.getAttribute('data-has')}`));
      const described = new Set(place.descriptsLen.filter((d) => d.chars > 0).map((d) => d.lang.toUpperCase()));
      expect(has).toEqual(['EN', 'ES', 'GL', 'PT'].map((l) => `${l}:${described.has(l) ? 'yes' : 'no'}`));
    }
    const first = rows(s.page).first().locator('[data-has]').first();
    expect(await first.getAttribute('aria-label')).toMatch(/^Descripción en inglés: (sí|no)$/);
  });

  it('«Falta traducción» → «En inglés» shows only places described in another language and not in English', async () => {
    const total = await count(s.page);
    const expected = await count(s.page, 'missing_translation: "en"');
    // The demo data has such places, and not only those: the filter changes the answer.
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(total);
    await s.page.getByRole('combobox', { name: 'Falta traducción' }).click();
    await s.page.getByRole('option', { name: 'En inglés' }).click();
    const firstPage = await list(s.page, 'items: 15, order: "idplace DESC", missing_translation: "en"');
    await showsNames(
      s.page,
      firstPage.map((p) => p.name),
    );
    expect(decodeURIComponent(s.page.url())).toContain('"missing_translation":"en"');
    // Every row's chips: EN dashed, at least one other language filled.
    const chips = await rows(s.page)
      .locator('[role=list]')
      .evaluateAll((lists) => lists.map((l) => Array.from(l.querySelectorAll('[data-has]'), (c) => c.getAttribute('data-has')).join(',')));
    for (const row of chips) expect(row).toMatch(/^no,.*yes/);
    await snapshot(s.page, 'places-list-missing-translation');
    await s.page.getByRole('combobox', { name: 'Falta traducción' }).click();
    await s.page.getByRole('option', { name: 'Borrar el valor' }).click();
    await pagerText(s.page, `Página 1 de ${pages(total)}`);
  });

  it('search is accent- and case-insensitive: "cafe coruna" finds "Café A Coruña"', async () => {
    await s.page.getByLabel('Buscar').fill('cafe coruna');
    const expected = await count(s.page, 'search: "cafe coruna"');
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => names(s.page)).toContain('Café A Coruña');
    await expect.poll(() => rows(s.page).count()).toBe(Math.min(expected, PER_PAGE));
    expect(decodeURIComponent(s.page.url())).toContain('"q":"cafe coruna"');
    await s.page.reload();
    await expect.poll(() => s.page.getByLabel('Buscar').inputValue()).toBe('cafe coruna');
    await expect.poll(() => names(s.page)).toContain('Café A Coruña');
    await s.page.getByLabel('Buscar').fill('');
    await pagerText(s.page, `Página 1 de ${pages(await count(s.page))}`);
  });

  it('each state checkbox shows only that state, and checking one unchecks the others', async () => {
    const boxes: [string, number, string][] = [
      ['Solo publicados', 1, 'Publicado'],
      ['Solo borradores', 0, 'No publicado'],
      ['Solo cerrados temporalmente', 3, 'Cerrado temporalmente'],
      ['Solo cerrados permanentemente', 2, 'Cerrado permanentemente'],
    ];
    for (const [label, code, state] of boxes) {
      await s.page.getByRole('checkbox', { name: label }).click();
      await expect.poll(() => s.page.getByRole('checkbox', { name: label }).isChecked()).toBe(true);
      const expected = await count(s.page, `published: ${code}`);
      expect(expected).toBeGreaterThan(0);
      const firstPage = await list(s.page, `items: 15, order: "idplace DESC", published: ${code}`);
      await showsNames(
        s.page,
        firstPage.map((p) => p.name),
      );
      if (expected > PER_PAGE) await pagerText(s.page, `Página 1 de ${pages(expected)}`);
      const states = await rows(s.page)
        .locator('button[aria-label^="Estado: "]')
        .evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')));
      expect(new Set(states)).toEqual(new Set([`Estado: ${state}. Cambiar estado`]));
      await expect(s.page.getByRole('checkbox', { checked: true }).count()).resolves.toBe(1);
    }
    await s.page.getByRole('checkbox', { name: 'Solo cerrados permanentemente' }).click();
    await expect.poll(() => s.page.getByRole('checkbox', { name: 'Solo cerrados permanentemente' }).isChecked()).toBe(false);
    await expect(s.page.getByRole('checkbox', { checked: true }).count()).resolves.toBe(0);
    await pagerText(s.page, `Página 1 de ${pages(await count(s.page))}`);
  });

  it('sorts by name in Spanish order, and a second click on the same column sorts descending (aria-sort follows)', async () => {
    const header = s.page.locator('thead').getByText('Nombre', { exact: true });
    const th = s.page.locator('thead th.column-name');
    await header.click();
    const ascending = (await list(s.page, 'items: 15, order: "name"')).map((p) => p.name);
    await showsNames(s.page, ascending);
    // Accents and case do not count ('Área…' among the A's, not after 'Z'), as a Spanish reader sorts.
    const spanish = new Intl.Collator('es', { sensitivity: 'base' });
    expect([...ascending].sort(spanish.compare)).toEqual(ascending);
    await expect(th.getAttribute('aria-sort')).resolves.toBe('ascending');
    await header.click();
    await showsNames(
      s.page,
      (await list(s.page, 'items: 15, order: "name DESC"')).map((p) => p.name),
    );
    await expect(th.getAttribute('aria-sort')).resolves.toBe('descending');
    await expect(s.page.locator('thead th[aria-sort]').count()).resolves.toBe(1);
    expect(s.page.url()).toMatch(/sort=name/);
    expect(s.page.url()).toMatch(/order=DESC/);
  });

  it('pages with next and go-to-page; reload and the back button keep the page', async () => {
    const total = await count(s.page);
    const last = pages(total);
    await s.page.getByRole('button', { name: 'Página siguiente' }).click();
    await pagerText(s.page, `Página 2 de ${last}`);
    await showsNames(
      s.page,
      (await list(s.page, 'items: 15, page: 2, order: "name DESC"')).map((p) => p.name),
    );
    await expect(s.page.getByRole('button', { name: 'Página 2', exact: true }).getAttribute('aria-current')).resolves.toBe('page');

    await s.page.getByLabel('Ir a la página').fill(String(last));
    await s.page.getByLabel('Ir a la página').press('Enter');
    await pagerText(s.page, `Página ${last} de ${last}`);
    await expect.poll(() => rows(s.page).count()).toBe(total - PER_PAGE * (last - 1));
    const numbers = await s.page
      .getByRole('navigation', { name: 'Paginación' })
      .getByRole('button', { name: /^Página \d+$/ })
      .allInnerTexts();
    expect(numbers.map(Number)).toEqual([last - 4, last - 3, last - 2, last - 1, last]);

    await s.page.getByLabel('Ir a la página').fill(String(last + 1));
    await s.page.getByRole('button', { name: 'Ir', exact: true }).click();
    await s.page.getByText(`Escriba una página entre 1 y ${last}`).waitFor();
    await pagerText(s.page, `Página ${last} de ${last}`);

    await s.page.reload();
    await pagerText(s.page, `Página ${last} de ${last}`);
    await s.page.goBack();
    await pagerText(s.page, `Página 2 de ${last}`);
    await s.page.getByRole('button', { name: 'Primera página' }).click();
    await pagerText(s.page, `Página 1 de ${last}`);
  });

  it('the status menu sets a state directly: "Datos editados correctamente" and the API agrees', async () => {
    const [place] = await list(s.page, 'items: 1, order: "name DESC", published: 1');
    await s.page.goto(`/places?filter=${encodeURIComponent(JSON.stringify({ q: place.name }))}`);
    const row = rows(s.page)
      .filter({ has: s.page.getByText(place.name, { exact: true }) })
      .first();
    await row.getByRole('button', { name: 'Estado: Publicado. Cambiar estado' }).click();
    await s.page.getByRole('menuitem', { name: 'Cerrado temporalmente' }).click();
    await s.page.getByText('Datos editados correctamente').waitFor();
    await row.getByRole('button', { name: 'Estado: Cerrado temporalmente. Cambiar estado' }).waitFor();
    const after = await api<{ place: { published: number } }>(s.page, `{ place(idplace: ${place.idplace}) { published } }`);
    expect(after.place.published).toBe(3);
    // back to published, through the menu again
    await row.getByRole('button', { name: /^Estado: / }).click();
    await s.page.getByRole('menuitem', { name: 'Publicado', exact: true }).click();
    await row.getByRole('button', { name: 'Estado: Publicado. Cambiar estado' }).waitFor();
  });

  it('delete asks "¿Desea eliminar este elemento?", then the row disappears and the API forgets it', async () => {
    const [victim] = await list(s.page, 'items: 1, order: "idplace DESC", published: 0');
    await s.page.goto(`/places?filter=${encodeURIComponent(JSON.stringify({ published: 0 }))}&sort=idplace&order=DESC`);
    const row = rows(s.page)
      .filter({ has: s.page.getByText(victim.name, { exact: true }) })
      .first();
    await row.getByRole('button', { name: `Eliminar: ${victim.name}` }).click();
    const dialog = s.page.getByRole('dialog');
    await dialog.getByText('¿Desea eliminar este elemento?').waitFor();
    await snapshot(s.page, 'places-list-delete-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await count(s.page, `ids: [${victim.idplace}]`)).toBe(1);

    await row.getByRole('button', { name: `Eliminar: ${victim.name}` }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await s.page.getByText('Eliminado correctamente').waitFor();
    await expect.poll(() => s.page.locator(`table tbody tr:has-text("${victim.name}")`).count()).toBe(0);
    expect(await count(s.page, `ids: [${victim.idplace}]`)).toBe(0);
  });

  it('view opens the public page /es/place/{idplace}-{slug} in a new tab; edit goes to the editor', async () => {
    const [place] = await api<{ rows: { idplace: number; name: string; slug: string }[] }>(
      s.page,
      '{ rows: allPlaces(items: 1, order: "idplace DESC") { idplace name slug } }',
    ).then((r) => r.rows);
    await s.page.goto(`/places?filter=${encodeURIComponent('{}')}&sort=idplace&order=DESC&page=1`);
    const row = rows(s.page)
      .filter({ has: s.page.getByText(place.name, { exact: true }) })
      .first();
    const view = row.getByRole('link', { name: `Ver en la web pública: ${place.name}` });
    await expect(view.getAttribute('href')).resolves.toBe(`${inject('publicSiteUrl')}/es/place/${place.idplace}-${place.slug}`);
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    await row.getByRole('link', { name: `Editar: ${place.name}` }).click();
    await s.page.waitForURL(new RegExp(`/places/${place.idplace}$`));
  });
});

describe('places list on a phone', () => {
  const s = loggedInBrowser({ width: 390, height: 844 });
  // The simple list's rows: the list items holding a state menu.
  const items = (page: Page) => page.locator('li').filter({ has: page.getByRole('button', { name: /^Estado: / }) });

  it('is a simple list: name, state and actions usable without sideways scrolling', async () => {
    await s.page.goto('/places');
    await items(s.page).first().waitFor();
    await expect.poll(() => items(s.page).count()).toBe(PER_PAGE);
    await imagesInViewLoaded(s.page);
    await snapshot(s.page, 'places-list-phone');
    await expect(overflowsSideways(s.page)).resolves.toBe(false);
    await expect(s.page.locator('table').count()).resolves.toBe(0);
    const first = items(s.page).first();
    await expect(first.getByRole('button', { name: /^Estado: / }).isVisible()).resolves.toBe(true);
    await expect(first.getByRole('button', { name: /^Eliminar: / }).isVisible()).resolves.toBe(true);
    await expect(first.getByRole('link', { name: /^Ver en la web pública: / }).isVisible()).resolves.toBe(true);
    for (const control of [
      s.page.getByRole('button', { name: 'Ir', exact: true }),
      s.page.getByRole('button', { name: 'Última página' }),
      first.getByRole('link', { name: /^Ver en la web pública: / }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390).toBe(true); // not clipped by the card
    }
    await s.page.getByRole('checkbox', { name: 'Solo borradores' }).click();
    await expect.poll(() => decodeURIComponent(s.page.url())).toContain('"published":0');
  });
});
