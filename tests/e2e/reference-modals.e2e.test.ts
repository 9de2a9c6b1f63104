/**
 * The reference modals in Chromium against the real API: the keyboard and where focus goes,
 * images (uploaded after save and shown from /media/, a renamed text file refused before sending,
 * a damaged image refused by the server after the entry was saved), the subcategories' own URLs,
 * phones (simple lists, delete from the modal) and axe on the open modals.
 */
import { loggedInBrowser } from './browser';
import { sidewaysOverflow, axeProblems } from './screenChecks';
import {
  deleteRow,
  dialog,
  fillTexts,
  fourTexts,
  isFocused,
  PNG,
  rowWith,
  saveDialog,
  shot,
  STAMP,
  table,
  toast,
} from './referenceScreens';

describe('reference modals', () => {
  const s = loggedInBrowser();

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
    await dialog(page)
      .getByText(/no es una imagen/)
      .waitFor({ state: 'detached' });
    await file.setInputFiles({ name: 'alergia.png', mimeType: 'image/png', buffer: PNG });
    await dialog(page).getByText('Imagen nueva: alergia.png').waitFor();
    expect(
      await dialog(page)
        .getByText(/no es una imagen/)
        .count(),
    ).toBe(0);
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
    await dialog(page)
      .getByRole('alert')
      .getByText(/^La imagen no se ha guardado: /)
      .waitFor();
    await shot(page, 'reference-equipment-image-refused');

    await dialog(page).getByRole('button', { name: 'Guardar' }).click(); // saving again updates the entry
    await toast(page, 'Modificado correctamente').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => rowWith(grid, name).count()).toBe(1);
    await deleteRow(page, rowWith(grid, name));
    await toast(page, 'Eliminado correctamente').waitFor();
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
