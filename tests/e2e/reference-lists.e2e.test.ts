/**
 * The four reference-list screens in Chromium against the real API (demo seed): create, edit and
 * delete in each, the equipment search, the services' default labels, the categories' services
 * and the subcategories, and the server's refusal to delete a category that places use.
 */
import { loggedInBrowser } from './browser';
import {
  deleteRow,
  dialog,
  fillTexts,
  fourTexts,
  isFocused,
  rowWith,
  saveDialog,
  shot,
  STAMP,
  table,
  TABS,
  toast,
} from './referenceScreens';

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

  it('services: a new service starts with the default labels; create, edit and delete', async () => {
    const { page } = s;
    await page.goto('/services');
    const grid = table(page, 'Servicios');
    await grid.locator('tbody tr').first().waitFor();
    await shot(page, 'reference-services');

    await page.getByRole('link', { name: 'Añadir servicio' }).click();
    const labels = async (code: string) => {
      await dialog(page).getByRole('tab', { name: TABS[code] }).click();
      return Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          dialog(page)
            .getByRole('textbox', { name: `Valoración ${n} (${code})` })
            .inputValue(),
        ),
      );
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
    // On a loaded machine a late read of the entry may reset the untouched form: the change is made
    // again until the form holds it.
    await page.waitForLoadState('networkidle');
    const fifth = dialog(page).getByRole('textbox', { name: 'Valoración 5 (ES)' });
    const filter = dialog(page).getByRole('switch', { name: 'Usar como filtro' });
    await expect
      .poll(async () => {
        if ((await fifth.inputValue()) !== 'Excelente') await fifth.fill('Excelente');
        if (await filter.isChecked()) await filter.uncheck();
        return (await fifth.inputValue()) === 'Excelente' && !(await filter.isChecked());
      })
      .toBe(true);
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
});
