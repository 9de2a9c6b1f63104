/**
 * The four reference-list screens in Chromium against the real API (demo seed): create, edit and
 * delete in each, the equipment search, the services' default labels, images (uploaded after
 * save and shown from /media/, a renamed text file refused before sending, a damaged image refused
 * by the server after the entry was saved), the keyboard, phones, axe on the open modals, and the
 * server's refusal to delete a category that places use.
 */
import type { Locator, Page } from 'playwright-core';
import { encodePng } from '../../server/db/seed/png';
import { snapshot, loggedInBrowser } from './browser';
import { axeProblems, sidewaysOverflow } from './screenChecks';

const STAMP = Date.now().toString(36);

/** A 64×48 PNG with a diagonal gradient, made here: no fixture file. */
const PNG = encodePng(64, 48, (x, y) => [40 + x * 3, 90 + y * 2, 200 - x]);

const dialog = (page: Page) => page.getByRole('dialog');
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rowWith = (grid: Locator, text: string) => grid.locator('tbody tr').filter({ has: grid.page().getByText(text, { exact: true }) });
const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);
const TABS: Record<string, string> = { EN: 'Inglés', ES: 'Español', GL: 'Gallego', PT: 'Portugués' };

/** Fills texts labelled 'Español (ES)', 'Pregunta (GL)'..., each after showing its language tab. */
async function fillTexts(page: Page, texts: Record<string, string>) {
  for (const [label, value] of Object.entries(texts)) {
    const code = /\((EN|ES|GL|PT)\)$/.exec(label)?.[1];
    if (code) await dialog(page).getByRole('tab', { name: TABS[code] }).click();
    await dialog(page).getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

async function saveDialog(page: Page, message: string) {
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await toast(page, message).waitFor();
  await dialog(page).waitFor({ state: 'detached' });
}

async function deleteRow(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = dialog(page);
  await confirm.getByText('¿Desea eliminar este elemento?').waitFor();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
}

/** A screenshot once the modal's fade and every other transition have finished (spinners spin on). */
async function shot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await snapshot(page, name);
}

const fourTexts = (name: string) => ({
  'Español (ES)': `${name} ES`,
  'Inglés (EN)': `${name} EN`,
  'Gallego (GL)': `${name} GL`,
  'Portugués (PT)': `${name} PT`,
});

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe('reference lists', () => {
  const s = loggedInBrowser();

  it('equipment: search in any language, create, edit and delete without reloading', async () => {
    const { page } = s;
    await page.goto('/equipment');
    const grid = table(page, 'Equipamiento');
    await grid.locator('tbody tr').first().waitFor();
    const all = await grid.locator('tbody tr').count();
    expect(all).toBeGreaterThan(3);
    const headers = await grid.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(1, 5)).toEqual(['Inglés (EN)', 'Español (ES)', 'Gallego (GL)', 'Portugués (PT)']);
    await shot(page, 'reference-equipment');

    // the search: an English word in capitals, then a Portuguese one
    const firstEnglish = (await grid.locator('tbody tr').first().getByRole('cell').nth(1).innerText()).trim();
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill(firstEnglish.toUpperCase());
    await expect.poll(() => grid.locator('tbody tr').count()).toBeLessThan(all);
    await rowWith(grid, firstEnglish).first().waitFor();
    const firstPortuguese = (await rowWith(grid, firstEnglish).first().getByRole('cell').nth(4).innerText()).trim();
    await search.fill(firstPortuguese.toLowerCase());
    await rowWith(grid, firstEnglish).first().waitFor();
    await search.fill(`no-existe-${STAMP}`);
    await page.getByText('Ningún elemento coincide con la búsqueda.').waitFor();
    await search.fill('');
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(all);

    const name = `Equipo ${STAMP}`;
    await page.getByRole('link', { name: 'Añadir equipamiento' }).click();
    await dialog(page).getByRole('heading', { name: 'Añadir equipamiento' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/equipment/create');
    await fillTexts(page, fourTexts(name));
    await shot(page, 'reference-equipment-modal');
    await saveDialog(page, 'Añadido correctamente');
    expect(new URL(page.url()).pathname).toBe('/equipment');
    const row = rowWith(grid, `${name} EN`);
    await row.waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(1, 5)).toEqual([`${name} EN`, `${name} ES`, `${name} GL`, `${name} PT`]);

    await row.getByRole('link', { name: 'Editar' }).click();
    await dialog(page).getByRole('heading', { name: 'Editar equipamiento' }).waitFor();
    await dialog(page).getByRole('tab', { name: 'Portugués' }).click();
    await expect.poll(() => dialog(page).getByRole('textbox', { name: 'Portugués (PT)' }).inputValue()).toBe(`${name} PT`);
    await fillTexts(page, { 'Inglés (EN)': `${name} edited` });
    await saveDialog(page, 'Modificado correctamente');
    const edited = rowWith(grid, `${name} edited`);
    await edited.waitFor();

    await deleteRow(page, edited);
    await toast(page, 'Eliminado correctamente').waitFor();
    await edited.waitFor({ state: 'detached' });
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(all);
    await expect.poll(() => isFocused(page.getByRole('link', { name: 'Añadir equipamiento' }))).toBe(true);
  });

  it('the modal works from the keyboard: Enter opens it on the Spanish text, a long paste is refused whole, Escape cancels', async () => {
    const { page } = s;
    await page.goto('/allergies');
    const add = page.getByRole('link', { name: 'Añadir alergia' });
    await table(page, 'Alergias').locator('tbody tr').first().waitFor();
    await add.focus();
    await page.keyboard.press('Enter');
    const spanish = dialog(page).getByRole('textbox', { name: 'Español (ES)' });
    await expect.poll(() => isFocused(spanish)).toBe(true);
    const typed = `Tecleado ${STAMP}`;
    await page.keyboard.type(typed);
    await page.keyboard.insertText('x'.repeat(300)); // a paste
    const length = typed.length + 300;
    await dialog(page).getByText(`Español (ES): como máximo 200 caracteres (ahora ${length})`).waitFor();
    expect((await spanish.inputValue()).length).toBe(length); // kept whole, not cut
    await page.keyboard.press('Enter'); // submits: refused before sending
    await expect.poll(() => isFocused(spanish)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(add)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(spanish)).toBe(true);
    expect(await spanish.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.getByText(`Tecleado ${STAMP}`).count()).toBe(0);
  });

  it('allergies: an image uploaded after save shows in the list from /media/; a renamed text file is refused before sending', async () => {
    const { page } = s;
    await page.goto('/allergies');
    const grid = table(page, 'Alergias');
    await grid.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('searchbox').count()).toBe(0);
    await shot(page, 'reference-allergies');

    const name = `Alergia ${STAMP}`;
    await page.getByRole('link', { name: 'Añadir alergia' }).click();
    await fillTexts(page, fourTexts(name));
    const file = dialog(page).locator('input[type="file"]');
    await file.setInputFiles({ name: 'alergia.png', mimeType: 'image/png', buffer: Buffer.from('solo texto, no una imagen') });
    await dialog(page).getByText('Imagen: «alergia.png» no es una imagen JPEG, PNG, WebP ni GIF').waitFor();
    const forget = dialog(page).getByRole('button', { name: 'No subir esta imagen' });
    expect(await forget.evaluate((el) => getComputedStyle(el).opacity)).toBe('1'); // shown, not only on hover
    await forget.click();
    await dialog(page).getByText(/no es una imagen/).waitFor({ state: 'detached' });
    await file.setInputFiles({ name: 'alergia.png', mimeType: 'image/png', buffer: PNG });
    await dialog(page).getByText('Imagen nueva: alergia.png').waitFor();
    expect(await dialog(page).getByText(/no es una imagen/).count()).toBe(0);
    await shot(page, 'reference-allergies-modal-image');
    await saveDialog(page, 'Añadido correctamente');

    const row = rowWith(grid, `${name} EN`);
    const img = row.locator('img');
    await expect.poll(async () => (await img.count()) && img.getAttribute('src')).toMatch(/^\/media\/reference\/allergie\//);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'reference-allergies-with-image');

    await row.getByRole('link', { name: 'Editar' }).click();
    await dialog(page).getByRole('img', { name: 'Imagen actual' }).waitFor();
    await fillTexts(page, { 'Gallego (GL)': `${name} GL editado` });
    await saveDialog(page, 'Modificado correctamente');
    await rowWith(grid, `${name} GL editado`).waitFor();
    await expect.poll(async () => (await img.count()) && img.getAttribute('src')).toMatch(/^\/media\/reference\/allergie\//);

    await deleteRow(page, rowWith(grid, `${name} GL editado`));
    await toast(page, 'Eliminado correctamente').waitFor();
    await rowWith(grid, `${name} EN`).waitFor({ state: 'detached' });
  });

  it('a damaged image refused by the server after the save: both said, the modal stays on the saved entry, no duplicate', async () => {
    const { page } = s;
    await page.goto('/equipment');
    const grid = table(page, 'Equipamiento');
    await grid.locator('tbody tr').first().waitFor();
    const name = `Dañada ${STAMP}`;
    await page.getByRole('link', { name: 'Añadir equipamiento' }).click();
    await fillTexts(page, { 'Español (ES)': name });
    const damaged = Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(60, 7)]); // a PNG's start, then garbage
    await dialog(page).locator('input[type="file"]').setInputFiles({ name: 'rota.png', mimeType: 'image/png', buffer: damaged });
    await dialog(page).getByText('Imagen nueva: rota.png').waitFor();
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await toast(page, /^Añadido correctamente, pero la imagen no se ha guardado: .+/).waitFor();
    await dialog(page).getByRole('heading', { name: 'Editar equipamiento' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/equipment\/\d+$/);
    await dialog(page).getByRole('alert').getByText(/^La imagen no se ha guardado: /).waitFor();
    await shot(page, 'reference-equipment-image-refused');

    await dialog(page).getByRole('button', { name: 'Guardar' }).click(); // saving again updates the entry
    await toast(page, 'Modificado correctamente').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => rowWith(grid, name).count()).toBe(1);
    await deleteRow(page, rowWith(grid, name));
    await toast(page, 'Eliminado correctamente').waitFor();
  });

  it('services: a new service starts with the default labels; create, edit and delete', async () => {
    const { page } = s;
    await page.goto('/services');
    const grid = table(page, 'Servicios');
    await grid.locator('tbody tr').first().waitFor();
    await shot(page, 'reference-services');

    await page.getByRole('link', { name: 'Añadir servicio' }).click();
    const labels = async (code: string) => {
      await dialog(page).getByRole('tab', { name: TABS[code] }).click();
      return Promise.all([1, 2, 3, 4, 5].map((n) => dialog(page).getByRole('textbox', { name: `Valoración ${n} (${code})` }).inputValue()));
    };
    expect(await labels('ES')).toEqual(['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien']);
    await shot(page, 'reference-services-modal');
    const defaults: [string, string[]][] = [
      ['EN', ['Very bad', 'Bad', 'Normal', 'Good', 'Very good']],
      ['GL', ['Moi mal', 'Mal', 'Normal', 'Ben', 'Moi ben']],
      ['PT', ['Muito mal', 'Mal', 'Normal', 'Bom', 'Muito bom']],
    ];
    for (const [code, expected] of defaults) {
      expect(await labels(code)).toEqual(expected);
      await fillTexts(page, { [`Pregunta (${code})`]: `¿Servicio ${STAMP} ${code}?` });
    }
    await fillTexts(page, { 'Pregunta (ES)': `¿Servicio ${STAMP}?`, 'Texto (ES)': `Servicio ${STAMP}` });
    await dialog(page).getByRole('switch', { name: 'Usar como filtro' }).check();
    await saveDialog(page, 'Añadido correctamente');
    const row = rowWith(grid, `¿Servicio ${STAMP}?`);
    await row.waitFor();
    expect(await row.getByRole('cell').nth(4).innerText()).toBe('Sí');

    await row.getByRole('link', { name: 'Editar' }).click();
    await expect.poll(() => labels('ES')).toEqual(['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien']);
    await dialog(page).getByRole('textbox', { name: 'Valoración 5 (ES)' }).fill('Excelente');
    await dialog(page).getByRole('switch', { name: 'Usar como filtro' }).uncheck();
    await saveDialog(page, 'Modificado correctamente');
    await expect.poll(() => row.getByRole('cell').nth(4).innerText()).toBe('No');
    await row.getByRole('link', { name: 'Editar' }).click();
    await expect.poll(async () => (await labels('ES'))[4]).toBe('Excelente');
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    await deleteRow(page, row);
    await toast(page, 'Eliminado correctamente').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('categories: the Spanish text is required at its input; create with services, edit, delete; subcategories too', async () => {
    const { page } = s;
    await page.goto('/categories');
    const categories = table(page, 'Categorías');
    const subcategories = table(page, 'Subcategorías');
    await categories.locator('tbody tr').first().waitFor();
    await subcategories.locator('tbody tr').first().waitFor();
    await shot(page, 'reference-categories');

    const name = `Categoría ${STAMP}`;
    await page.getByRole('link', { name: 'Añadir categoría' }).click();
    await fillTexts(page, { 'Inglés (EN)': `${name} EN` });
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    const spanish = dialog(page).getByRole('textbox', { name: 'Español (ES)' });
    await dialog(page).getByText('El texto en español es obligatorio').waitFor();
    await expect.poll(() => isFocused(spanish)).toBe(true);
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0); // no failure toast: nothing was sent
    await dialog(page).getByRole('tab', { name: 'Inglés' }).click();
    expect(await dialog(page).getByRole('textbox', { name: 'Inglés (EN)' }).inputValue()).toBe(`${name} EN`);

    await fillTexts(page, fourTexts(name));
    await dialog(page).getByRole('combobox', { name: 'Servicios' }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    const firstTwo = [(await options.nth(0).innerText()).trim(), (await options.nth(1).innerText()).trim()];
    await options.nth(0).click();
    await dialog(page).getByRole('combobox', { name: 'Servicios' }).click();
    await page.getByRole('option', { name: firstTwo[1], exact: true }).click();
    await shot(page, 'reference-categories-modal');
    await saveDialog(page, 'Añadido correctamente');
    const row = rowWith(categories, `${name} EN`);
    await row.waitFor();

    await row.getByRole('link', { name: 'Editar' }).click();
    for (const service of firstTwo) await dialog(page).getByRole('button', { name: service, exact: true }).waitFor();
    await fillTexts(page, { 'Español (ES)': `${name} editada` });
    await saveDialog(page, 'Modificado correctamente');
    await rowWith(categories, `${name} editada`).waitFor();
    await deleteRow(page, row);
    await toast(page, 'Eliminado correctamente').waitFor();
    await row.waitFor({ state: 'detached' });

    const sub = `Subcategoría ${STAMP}`;
    await page.getByRole('link', { name: 'Añadir subcategoría' }).click();
    await dialog(page).getByRole('heading', { name: 'Añadir subcategoría' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/subcategories/create');
    await fillTexts(page, fourTexts(sub));
    await saveDialog(page, 'Añadido correctamente');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(`${STAMP} pt`);
    await expect.poll(() => subcategories.locator('tbody tr').count()).toBe(1);
    const subRow = rowWith(subcategories, `${sub} EN`);
    await subRow.getByRole('link', { name: 'Editar' }).click();
    await fillTexts(page, { 'Portugués (PT)': `${sub} PT editada` });
    await saveDialog(page, 'Modificado correctamente');
    await rowWith(subcategories, `${sub} PT editada`).waitFor();
    await deleteRow(page, subRow);
    await toast(page, 'Eliminado correctamente').waitFor();
    await page.getByText('Ningún elemento coincide con la búsqueda.').waitFor();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
    await subcategories.locator('tbody tr').first().waitFor();
  });

  it('deleting a category that places use shows the server refusal and keeps the row', async () => {
    const { page } = s;
    await page.goto('/categories');
    const categories = table(page, 'Categorías');
    const row = rowWith(categories, 'Restaurante').first();
    await row.waitFor();
    await deleteRow(page, row);
    await toast(page, 'No se puede eliminar').waitFor();
    expect(await toast(page, 'No se puede eliminar').innerText()).toMatch(/^No se puede eliminar: lo usan? \d+ sitios?$/);
    await dialog(page).waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);
    await shot(page, 'reference-categories-refused');
  });

  it('the open modals pass axe and fit a phone: every language tab reachable, nothing sideways', async () => {
    const { page } = s;
    for (const [path, heading] of [
      ['/services/create', 'Añadir servicio'],
      ['/categories/create', 'Añadir categoría'],
      ['/equipment/create', 'Añadir equipamiento'],
    ]) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
        await page.goto(path);
        await dialog(page).getByRole('heading', { name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await axeProblems(page), `axe en ${path} a ${width} px`).toEqual([]);
        expect((await sidewaysOverflow(page)).overflow, `${path} a ${width} px`).toBeLessThanOrEqual(0);
        const portuguese = dialog(page).getByRole('tab', { name: 'Portugués' });
        await portuguese.click();
        const box = await portuguese.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `pestaña Portugués visible a ${width} px`).toBe(true);
        await shot(page, `reference-modal${path.replace(/\//g, '-')}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1366, height: 860 });
  });

  it('subcategories open their modal on the categories screen by their own URL; focus comes back to their add button', async () => {
    const { page } = s;
    await page.goto('/categories');
    await table(page, 'Subcategorías').locator('tbody tr').first().waitFor();
    const add = page.getByRole('link', { name: 'Añadir subcategoría' });
    await add.focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('heading', { name: 'Añadir subcategoría' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/subcategories/create');
    expect(await page.locator('#main-content h1').innerText()).toBe('Categorías'); // behind the modal
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/categories');
    await expect.poll(() => isFocused(add)).toBe(true);
  });

  it('on a phone each list is a simple list: the add button works, a tap opens the entry, which deletes there too', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/equipment');
      const items = page.locator('#main-content li a');
      await items.first().waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect((await sidewaysOverflow(page)).overflow).toBeLessThanOrEqual(0);
      await shot(page, 'reference-equipment-phone');

      const name = `Móvil ${STAMP}`;
      await page.getByRole('link', { name: 'Añadir equipamiento' }).click();
      await fillTexts(page, { 'Español (ES)': name });
      await saveDialog(page, 'Añadido correctamente');
      await items.filter({ hasText: name }).click();
      await dialog(page).getByRole('heading', { name: 'Editar equipamiento' }).waitFor();
      await shot(page, 'reference-equipment-phone-modal');
      await dialog(page).getByRole('button', { name: 'Eliminar' }).click();
      await page.getByRole('dialog', { name: 'Eliminar elemento' }).getByRole('button', { name: 'Confirmar' }).click();
      await toast(page, 'Eliminado correctamente').waitFor();
      await dialog(page).waitFor({ state: 'detached' });
      await items.filter({ hasText: name }).waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/equipment');
    } finally {
      await page.setViewportSize({ width: 1366, height: 860 });
    }
  });
});
