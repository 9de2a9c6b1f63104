/**
 * The four reference-list screens in Chromium against the real API (demo seed): create, edit and
 * delete in each, the equipment search, the services' default labels, an uploaded image shown in
 * the list, and the server's refusal to delete a category that places use.
 */
import type { Locator, Page } from 'playwright-core';
import { encodePng } from '../../server/db/seed/png';
import { snapshot, loggedInBrowser } from './browser';

const STAMP = Date.now().toString(36);

/** A 64×48 PNG with a diagonal gradient, made here: no fixture file. */
const PNG = encodePng(64, 48, (x, y) => [40 + x * 3, 90 + y * 2, 200 - x]);

const dialog = (page: Page) => page.getByRole('dialog');
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rowWith = (grid: Locator, text: string) => grid.locator('tbody tr').filter({ has: grid.page().getByText(text, { exact: true }) });
const toast = (page: Page, text: string) => page.locator('.MuiSnackbar-root').getByText(text);

async function fillTexts(page: Page, texts: Record<string, string>) {
  for (const [label, value] of Object.entries(texts)) await dialog(page).getByRole('textbox', { name: label }).fill(value);
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
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
}

/** A screenshot once the modal's fade and every other transition have finished. */
async function shot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await snapshot(page, name);
}

const fourTexts = (name: string) => ({
  'Español (ES)': `${name} ES`,
  'Inglés (EN)': `${name} EN`,
  'Gallego (GL)': `${name} GL`,
  'Portugués (PT)': `${name} PT`,
});

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
    await grid.getByText('Ningún elemento coincide con la búsqueda.').waitFor();
    await search.fill('');
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(all);

    const name = `Equipo ${STAMP}`;
    await page.getByRole('button', { name: 'Añadir equipamiento' }).click();
    await dialog(page).getByRole('heading', { name: 'Añadir equipamiento' }).waitFor();
    await fillTexts(page, fourTexts(name));
    await shot(page, 'reference-equipment-modal');
    await saveDialog(page, 'Añadido correctamente');
    const row = rowWith(grid, `${name} EN`);
    await row.waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(1, 5)).toEqual([`${name} EN`, `${name} ES`, `${name} GL`, `${name} PT`]);

    await row.getByRole('button', { name: 'Editar' }).click();
    await dialog(page).getByRole('heading', { name: 'Editar equipamiento' }).waitFor();
    expect(await dialog(page).getByRole('textbox', { name: 'Portugués (PT)' }).inputValue()).toBe(`${name} PT`);
    await fillTexts(page, { 'Inglés (EN)': `${name} edited` });
    await saveDialog(page, 'Modificado correctamente');
    const edited = rowWith(grid, `${name} edited`);
    await edited.waitFor();

    await deleteRow(page, edited);
    await toast(page, 'Eliminado correctamente').waitFor();
    await edited.waitFor({ state: 'detached' });
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(all);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Añadir equipamiento');
  });

  it('the modal works from the keyboard: Enter opens it on the Spanish text, Escape cancels it', async () => {
    const { page } = s;
    await page.goto('/allergies');
    const add = page.getByRole('button', { name: 'Añadir alergia' });
    await add.focus();
    await page.keyboard.press('Enter');
    const spanish = dialog(page).getByRole('textbox', { name: 'Español (ES)' });
    await expect.poll(() => spanish.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(`Tecleado ${STAMP}`);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await dialog(page).getByRole('textbox', { name: 'Español (ES)' }).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.getByText(`Tecleado ${STAMP}`).count()).toBe(0);
  });

  it('allergies: an image uploaded after save shows in the list from /media/ and loads', async () => {
    const { page } = s;
    await page.goto('/allergies');
    const grid = table(page, 'Alergias');
    await grid.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('searchbox').count()).toBe(0);
    await shot(page, 'reference-allergies');

    const name = `Alergia ${STAMP}`;
    await page.getByRole('button', { name: 'Añadir alergia' }).click();
    await fillTexts(page, fourTexts(name));
    await dialog(page).locator('input[type="file"]').setInputFiles({ name: 'alergia.png', mimeType: 'image/png', buffer: PNG });
    await dialog(page).getByText('Imagen nueva: alergia.png').waitFor();
    await shot(page, 'reference-allergies-modal-image');
    await saveDialog(page, 'Añadido correctamente');

    const row = rowWith(grid, `${name} EN`);
    const img = row.locator('img');
    await expect.poll(async () => (await img.count()) && img.getAttribute('src')).toMatch(/^\/media\/reference\/allergie\//);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'reference-allergies-with-image');

    await row.getByRole('button', { name: 'Editar' }).click();
    await dialog(page).getByRole('img', { name: 'Imagen actual' }).waitFor();
    await fillTexts(page, { 'Gallego (GL)': `${name} GL editado` });
    await saveDialog(page, 'Modificado correctamente');
    await rowWith(grid, `${name} GL editado`).waitFor();

    await deleteRow(page, rowWith(grid, `${name} GL editado`));
    await toast(page, 'Eliminado correctamente').waitFor();
    await rowWith(grid, `${name} EN`).waitFor({ state: 'detached' });
  });

  it('services: a new service starts with the default labels; create, edit and delete', async () => {
    const { page } = s;
    await page.goto('/services');
    const grid = table(page, 'Servicios');
    await grid.locator('tbody tr').first().waitFor();
    await shot(page, 'reference-services');

    await page.getByRole('button', { name: 'Añadir servicio' }).click();
    const labels = async (code: string) =>
      Promise.all([1, 2, 3, 4, 5].map((n) => dialog(page).getByRole('textbox', { name: `Valoración ${n} (${code})` }).inputValue()));
    expect(await labels('ES')).toEqual(['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien']);
    await shot(page, 'reference-services-modal');
    const defaults: [string, string, string[]][] = [
      ['Inglés', 'EN', ['Very bad', 'Bad', 'Normal', 'Good', 'Very good']],
      ['Gallego', 'GL', ['Moi mal', 'Mal', 'Normal', 'Ben', 'Moi ben']],
      ['Portugués', 'PT', ['Muito mal', 'Mal', 'Normal', 'Bom', 'Muito bom']],
    ];
    for (const [tab, code, expected] of defaults) {
      await dialog(page).getByRole('tab', { name: tab }).click();
      expect(await labels(code)).toEqual(expected);
      await dialog(page).getByRole('textbox', { name: `Pregunta (${code})` }).fill(`¿Servicio ${STAMP} ${code}?`);
    }
    await dialog(page).getByRole('tab', { name: 'Español' }).click();
    await dialog(page).getByRole('textbox', { name: 'Pregunta (ES)' }).fill(`¿Servicio ${STAMP}?`);
    await dialog(page).getByRole('textbox', { name: 'Texto (ES)' }).fill(`Servicio ${STAMP}`);
    await dialog(page).getByRole('checkbox', { name: 'Usar como filtro' }).check();
    await saveDialog(page, 'Añadido correctamente');
    const row = rowWith(grid, `¿Servicio ${STAMP}?`);
    await row.waitFor();
    expect(await row.getByRole('cell').nth(4).innerText()).toBe('Sí');

    await row.getByRole('button', { name: 'Editar' }).click();
    expect(await labels('ES')).toEqual(['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien']);
    await dialog(page).getByRole('textbox', { name: 'Valoración 5 (ES)' }).fill('Excelente');
    await dialog(page).getByRole('checkbox', { name: 'Usar como filtro' }).uncheck();
    await saveDialog(page, 'Modificado correctamente');
    await expect.poll(() => row.getByRole('cell').nth(4).innerText()).toBe('No');
    await row.getByRole('button', { name: 'Editar' }).click();
    expect((await labels('ES'))[4]).toBe('Excelente');
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
    await page.getByRole('button', { name: 'Añadir categoría' }).click();
    await fillTexts(page, { 'Inglés (EN)': `${name} EN` });
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    const spanish = dialog(page).getByRole('textbox', { name: 'Español (ES)' });
    await dialog(page).getByText('El texto en español es obligatorio').waitFor();
    await expect.poll(() => spanish.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog(page).getByRole('textbox', { name: 'Inglés (EN)' }).inputValue()).toBe(`${name} EN`);

    await fillTexts(page, fourTexts(name));
    await dialog(page).getByRole('combobox', { name: 'Servicios' }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    const firstTwo = [(await options.nth(0).innerText()).trim(), (await options.nth(1).innerText()).trim()];
    await options.nth(0).click();
    await options.nth(1).click();
    await page.keyboard.press('Escape'); // closes the list only
    await shot(page, 'reference-categories-modal');
    await saveDialog(page, 'Añadido correctamente');
    const row = rowWith(categories, `${name} EN`);
    await row.waitFor();

    await row.getByRole('button', { name: 'Editar' }).click();
    for (const service of firstTwo) await dialog(page).getByRole('button', { name: service }).waitFor();
    await fillTexts(page, { 'Español (ES)': `${name} editada` });
    await saveDialog(page, 'Modificado correctamente');
    await rowWith(categories, `${name} editada`).waitFor();
    await deleteRow(page, row);
    await toast(page, 'Eliminado correctamente').waitFor();
    await row.waitFor({ state: 'detached' });

    const sub = `Subcategoría ${STAMP}`;
    await page.getByRole('button', { name: 'Añadir subcategoría' }).click();
    await fillTexts(page, fourTexts(sub));
    await saveDialog(page, 'Añadido correctamente');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(`${STAMP} pt`);
    await expect.poll(() => subcategories.locator('tbody tr').count()).toBe(1);
    const subRow = rowWith(subcategories, `${sub} EN`);
    await subRow.getByRole('button', { name: 'Editar' }).click();
    await fillTexts(page, { 'Portugués (PT)': `${sub} PT editada` });
    await saveDialog(page, 'Modificado correctamente');
    await rowWith(subcategories, `${sub} PT editada`).waitFor();
    await deleteRow(page, subRow);
    await toast(page, 'Eliminado correctamente').waitFor();
    await subcategories.getByText('Ningún elemento coincide con la búsqueda.').waitFor();
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
});
