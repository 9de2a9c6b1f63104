/**
 * CMS pages and chains in Chromium against the real API (demo seed): add with the spec's toasts
 * and back to the list, find it by a search typed without accents, edit, translate through the
 * server's provider (a local one speaking Google's protocol: '[en] texto'), and delete after the
 * confirmation; a refused cover URL shows under its input and nothing typed is lost; «Falta
 * traducción» finds the page whose body is only in Spanish.
 */
import { loggedInBrowser } from './browser';
import { deleteRow, results, search } from './contentScreens';
import { rowWith, shot, STAMP, toast } from './referenceScreens';

describe('CMS pages and chains', () => {
  const s = loggedInBrowser();

  it('CMS: add a page, find it without accents, edit it, delete it', async () => {
    const { page } = s;
    await page.goto('/cms');
    await results(page).locator('tbody tr').first().waitFor();
    expect(await results(page).getByRole('columnheader').allInnerTexts()).toEqual([
      'Portada',
      'Título (Español)',
      'Estado',
      'Creada',
      'Modificada',
      'Tipo',
      'Acciones',
    ]);

    await page.getByRole('link', { name: 'Añadir página CMS' }).click();
    await page.getByRole('heading', { level: 1, name: 'Añadir página CMS' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cms/create');
    const title = `Guía rápida ${STAMP}`;
    await page.getByRole('textbox', { name: 'Título (Español)' }).fill(title);
    await page.getByRole('textbox', { name: 'Contenido (Español)' }).fill('Primer párrafo de la guía');
    // a cover that is not http(s) is refused under its input; what was typed stays
    const cover = page.getByRole('textbox', { name: 'Portada' });
    await cover.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Dirección no válida: debe ser una URL http:// o https://').waitFor();
    expect(await page.getByRole('textbox', { name: 'Título (Español)' }).inputValue()).toBe(title);
    await cover.fill('');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Ayuda empresas' }).click();
    await shot(page, 'cms-create');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Datos añadidos correctamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/cms');

    // typed in capitals and without the accent
    await search(page, `GUIA RAPIDA ${STAMP}`, 1);
    const row = rowWith(results(page), title);
    await row.waitFor();
    expect(await row.getByRole('cell').nth(5).innerText()).toBe('Ayuda empresas');
    await shot(page, 'cms-list-search');

    await row.getByRole('link', { name: `Editar: ${title}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Editar página CMS' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Título (Español)' }).inputValue()).toBe(title);
    // 'Traducir título' fills the other three languages from the Spanish title
    await page.getByRole('button', { name: 'Traducir título' }).click();
    await toast(page, 'Traducido título').waitFor();
    await page.getByRole('tab', { name: 'Inglés' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Título (Inglés)' }).inputValue()).toBe(`[en] ${title}`);
    // a body the provider cannot translate: 'Fallo al traducir cuerpo', the English body unchanged
    await page.getByRole('tab', { name: 'Español' }).click();
    await page.getByRole('textbox', { name: 'Contenido (Español)' }).fill('BOOM en el cuerpo');
    await page.getByRole('button', { name: 'Traducir cuerpo' }).click();
    await toast(page, 'Fallo al traducir cuerpo').waitFor();
    await page.getByRole('tab', { name: 'Inglés' }).click();
    expect(await page.getByRole('textbox', { name: 'Contenido (Inglés)' }).innerText()).not.toContain('BOOM');
    await page.getByRole('tab', { name: 'Gallego' }).click();
    await page.getByRole('textbox', { name: 'Título (Gallego)' }).fill(`Guía galega ${STAMP}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Datos editados correctamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/cms');

    // the Galician title is searched too
    await search(page, `galega ${STAMP}`, 1);
    const edited = rowWith(results(page), title);
    await edited.waitFor();
    // «Falta traducción»: the body is only in Spanish, the titles in all four languages
    const missing = async (option: string, rows: number) => {
      await page.getByRole('combobox', { name: 'Falta traducción' }).click();
      await page.getByRole('option', { name: option }).click();
      await expect.poll(() => results(page).locator('tbody tr').filter({ hasText: title }).count(), { timeout: 30_000 }).toBe(rows);
    };
    await missing('En español', 0);
    await missing('En portugués', 1);
    await shot(page, 'cms-list-missing-translation');
    await deleteRow(page, edited);
    await toast(page, 'Eliminado correctamente').waitFor();
    await edited.waitFor({ state: 'detached' });
  });

  it('chains: the add and edit screens are real forms; add, edit and delete a chain', async () => {
    const { page } = s;
    await page.goto('/chains/create');
    await page.getByRole('heading', { level: 1, name: 'Añadir cadena' }).waitFor();
    // the Spanish name is required
    await page.getByRole('textbox', { name: 'Contenido (Español)' }).fill('Una cadena de prueba');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El nombre en español es obligatorio').waitFor();
    const name = `Cafeterías Ñu ${STAMP}`;
    await page.getByRole('textbox', { name: 'Nombre (Español)' }).fill(name);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Datos añadidos correctamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/chains');

    await search(page, `cafeterias nu ${STAMP}`, 1);
    const row = rowWith(results(page), name);
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('0');
    await row.getByRole('link', { name: `Editar: ${name}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Editar cadena' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Nombre (Español)' }).inputValue()).toBe(name);
    // The form settles once the chain and its places have been read (a later read resets an untouched form).
    await page.waitForLoadState('networkidle');
    // On a loaded machine a late read may still reset the untouched form: the change is made again
    // until the form holds it (Guardar is enabled only for a changed form).
    const published = page.getByRole('switch', { name: 'Publicado' });
    await expect
      .poll(async () => {
        if (await published.isChecked()) await published.uncheck();
        return page.getByRole('button', { name: 'Guardar' }).isEnabled();
      })
      .toBe(true);
    await shot(page, 'chains-edit');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Datos editados correctamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/chains');
    const edited = rowWith(results(page), name);
    await edited.getByRole('img', { name: 'Sin publicar' }).waitFor();

    await deleteRow(page, edited);
    await toast(page, 'Eliminado correctamente').waitFor();
    await edited.waitFor({ state: 'detached' });
  });
});
