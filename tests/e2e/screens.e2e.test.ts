/**
 * Every built screen, as a person meets it: axe-core finds no serious or critical violation, and
 * nothing scrolls sideways at 390, 768, 1024 or 1366 px, with the side menu open or closed.
 * A screenshot of each at 1366 and 390 px goes to tests/e2e/artifacts for a person to look at.
 * On a phone, «Actividad del panel» stacks a page of 25 entries without scrolling sideways and under
 * 6000 px, each of its filters (the «Persona» search too) reaching the right edge, and each reference
 * list's «Exportar» and add button share one line (with its search).
 * Screens still to be built share one placeholder, checked in full once.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { blockBrowser, loggedInBrowser, snapshot, transitionsDone, waitShowing } from './browser';
import { axeProblems, closePhoneMenu, sidewaysOverflow, widthProblems } from './screenChecks';
import { MENU } from '../fixtures/menu';
import { addButtonId } from '../../src/resources/reference/dialogContext';

/**
 * Path, and something on it that says the screen has loaded: every menu entry's screen (its heading
 * is the entry's name; a resource added to the menu fixture is checked here too), and the screens
 * reached from them.
 */
const SCREENS: [string, string][] = [
  ...MENU.map(([label, path]): [string, string] => [path, path === '/' ? 'Últimos sitios' : label]),
  ['/places/map', 'Mapa de sitios'],
  ['/places/create', 'Añadir sitio'],
  ['/places/quick', 'Añadir sitio rápido'],
  ['/events/create', 'Añadir evento'],
  ['/cms/create', 'Añadir página CMS'],
  ['/chains/create', 'Añadir cadena'],
];

const name = (path: string) => (path === '/' ? 'inicio' : path.slice(1).replace(/\//g, '-'));

/** What a screen still to be built shows (src/resources/pending.tsx): one component for all of them. */
const PENDING = 'Esta pantalla todavía no está disponible.';

describe('every screen: axe and widths', () => {
  const s = loggedInBrowser();
  const loaded = (text: string) => () => waitShowing(s.page, s.page.getByRole('heading', { name: text }).first());
  let pendingChecked: string | null = null;

  test.each(SCREENS)('%s', async (path, heading) => {
    await s.page.setViewportSize({ width: 1366, height: 860 });
    await s.page.goto(path);
    await loaded(heading)();
    await s.page.waitForLoadState('networkidle');
    // Screens not built yet all show the same placeholder under their own title: the first one is
    // checked in full, the others only for their title and the placeholder. A screen that gets built
    // stops showing it and is checked in full.
    if (await s.page.getByText(PENDING, { exact: true }).isVisible()) {
      if (pendingChecked) {
        console.log(`${path}: la misma pantalla pendiente que ${pendingChecked}, ya comprobada`);
        return;
      }
      pendingChecked = path;
    }
    expect(await axeProblems(s.page), `axe en ${path}`).toEqual([]);
    await snapshot(s.page, `screen-${name(path)}-1366`);
    expect(await widthProblems(s.page), `anchura en ${path}`).toEqual([]);
    await s.page.setViewportSize({ width: 390, height: 844 });
    await closePhoneMenu(s.page);
    await loaded(heading)();
    expect(await axeProblems(s.page), `axe en ${path} (390 px)`).toEqual([]);
    await snapshot(s.page, `screen-${name(path)}-390`);
    await s.page.setViewportSize({ width: 1366, height: 860 });
  });
});

describe('the login screen: axe and widths', () => {
  const s = blockBrowser();

  test('/login', async () => {
    await s.page.goto('/login');
    const ready = () => s.page.getByRole('button', { name: 'Entrar' }).waitFor();
    await ready();
    expect(await axeProblems(s.page)).toEqual([]);
    for (const width of [390, 768, 1024, 1366]) {
      await s.page.setViewportSize({ width, height: 860 });
      await ready();
      const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});

/** The page's whole height (px). */
const pageHeight = (page: Page) => page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollHeight);

describe('on a phone (390 px): the history stacked, the reference toolbars on one line', () => {
  const s = loggedInBrowser({ width: 390, height: 844 });

  test("/history: a page of 25 entries neither scrolls sideways nor grows past 6000 px; a long entry's changes unfold with the keyboard", async () => {
    const { page } = s;
    await page.goto('/');
    // A full first page of known entries: an equipment entry of its own created, edited 23 times
    // (every fifth edit in all four languages) and deleted.
    const stamp = Date.now().toString(36);
    const texts = (n: number, all: boolean) =>
      all
        ? { es: `Equipo ${stamp} ${n}`, en: `Equipment ${stamp} ${n}`, gl: `Equipo ${stamp} ${n} GL`, pt: `Equipamento ${stamp} ${n}` }
        : { es: `Equipo ${stamp} ${n}` };
    const { id } = await api<{ id: number }>(
      page,
      'mutation($es: String, $en: String, $gl: String, $pt: String) { id: addEquipment(textES: $es, textEN: $en, textGL: $gl, textPT: $pt) }',
      texts(0, true),
    );
    for (let n = 1; n <= 23; n++) {
      await api(
        page,
        'mutation($id: Int!, $es: String, $en: String, $gl: String, $pt: String) { updEquipment(id: $id, textES: $es, textEN: $en, textGL: $gl, textPT: $pt) }',
        { id, ...texts(n, n % 5 === 0) },
      );
    }
    await api(page, 'mutation($id: Int!) { delEquipment(id: $id) }', { id });

    await page.goto('/history');
    await closePhoneMenu(page);
    const results = page.getByRole('region', { name: 'Cambios' });
    await results.getByText(`Borrado · Equipamiento ${id}`).waitFor();
    await expect
      .poll(() =>
        results
          .getByRole('listitem')
          .filter({ hasText: /^(Creación|Edición|Borrado) · / })
          .count(),
      )
      .toBe(25);
    expect(await results.getByRole('table').count()).toBe(0);
    await transitionsDone(page);
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprit: null });
    const height = await pageHeight(page);
    console.log(`/history a 390 px: ${height} px de alto con 25 entradas`);
    expect(height).toBeLessThan(6000);
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'phone-history-390');

    // an entry of four changes shows two and unfolds the other two with the keyboard
    const entries = results.getByRole('listitem').filter({ hasText: /^(Creación|Edición|Borrado) · / });
    const folded = await entries.evaluateAll((items) =>
      items.findIndex((item) => /^Edición/.test(item.textContent ?? '') && item.querySelector('button')),
    );
    expect(folded).toBeGreaterThanOrEqual(0);
    const entry = entries.nth(folded);
    const more = entry.getByRole('button', { name: 'Ver 2 cambios más' });
    await more.focus();
    await page.keyboard.press('Enter');
    await entry.getByRole('button', { name: 'Ver menos cambios', expanded: true }).waitFor();
    expect(await entry.locator('ul > li').count()).toBe(4);

    for (const width of [768, 1366]) {
      await page.setViewportSize({ width, height: 860 });
      await transitionsDone(page);
      expect((await sidewaysOverflow(page)).overflow, `${width} px`).toBeLessThanOrEqual(0);
      await snapshot(page, `phone-history-${width}`);
    }
    // the desktop keeps its table
    await results.getByRole('table').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('/history: «Persona» and the other filters each reach the right edge, as the results card does', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/history');
    await closePhoneMenu(page);
    const results = page.getByRole('region', { name: 'Cambios' });
    await results.waitFor();
    await transitionsDone(page);
    const card = (await results.boundingBox())!;
    const field = (label: string) =>
      page.getByLabel(label, { exact: true }).locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
    const edges: Record<string, [left: number, right: number]> = {};
    for (const label of ['Persona', 'Entidad', 'Desde', 'Hasta']) {
      const box = (await field(label).boundingBox())!;
      edges[label] = [Math.round(box.x), Math.round(box.x + box.width)];
    }
    const right = Math.round(card.x + card.width);
    expect(Object.fromEntries(Object.entries(edges).map(([label, [, r]]) => [label, r])), 'bordes derechos').toEqual({
      Persona: right,
      Entidad: right,
      Desde: right,
      Hasta: right,
    });
    // the three filters under the search take the whole width; the search, the row beside «Exportar»
    for (const label of ['Entidad', 'Desde', 'Hasta']) expect(edges[label][0], label).toBe(Math.round(card.x));
    expect(edges.Persona[1] - edges.Persona[0]).toBeGreaterThan(280);
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprit: null });
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'phone-history-filters-390', { fullPage: false });
  });

  const TOOLBARS: [path: string, resource: string, search: boolean][] = [
    ['/categories', 'categories', false],
    ['/categories', 'subcategories', true],
    ['/equipment', 'equipment', true],
    ['/services', 'services', false],
    ['/allergies', 'allergies', false],
  ];

  test.each(TOOLBARS)('%s (%s): «Exportar» and the add button share one line, with the search if any', async (path, resource, search) => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await closePhoneMenu(page);
    const section = page.locator('section').filter({ has: page.locator(`#${addButtonId(resource)}`) });
    const add = section.locator(`#${addButtonId(resource)}`);
    const exportButton = section.getByRole('button', { name: 'Exportar' });
    await exportButton.and(page.locator(':enabled')).waitFor(); // the list has loaded
    await transitionsDone(page);
    const [addBox, exportBox] = [await add.boundingBox(), await exportButton.boundingBox()];
    expect(addBox && exportBox, 'los dos botones se ven').toBeTruthy();
    expect(Math.abs(addBox!.y - exportBox!.y), `${resource}: arriba del botón de añadir y de «Exportar»`).toBeLessThan(2);
    expect(exportBox!.x + exportBox!.width).toBeLessThanOrEqual(addBox!.x);
    expect(addBox!.x + addBox!.width).toBeLessThanOrEqual(390);
    if (search) {
      const box = await section.getByRole('searchbox', { name: 'Buscar' }).boundingBox();
      expect(box!.y + box!.height, `${resource}: la búsqueda en la misma línea`).toBeGreaterThan(addBox!.y);
      expect(box!.y).toBeLessThan(addBox!.y + addBox!.height);
    }
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprit: null });
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, `phone-toolbar-${resource}-390`, { fullPage: false });
    // icons only, each with its name, reached with the keyboard
    expect(await add.getAttribute('aria-label')).toMatch(/^Añadir /);
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${resource}/create`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('/categories at 768 and 1366 px: the buttons keep their words', async () => {
    const { page } = s;
    await page.goto('/categories');
    for (const width of [768, 1366]) {
      await page.setViewportSize({ width, height: 860 });
      await transitionsDone(page);
      await expect.poll(() => page.getByRole('link', { name: 'Añadir categoría' }).innerText()).toMatch(/añadir categoría/i);
      expect(await page.getByRole('button', { name: 'Exportar' }).first().innerText()).toMatch(/exportar/i);
      expect((await sidewaysOverflow(page)).overflow, `${width} px`).toBeLessThanOrEqual(0);
      await snapshot(page, `phone-toolbar-categories-${width}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
  });
});
