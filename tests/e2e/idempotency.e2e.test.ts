/**
 * A save whose answer is lost (the request reaches the API, which adds the entry, but the browser
 * sees the connection fail) and then saved again: the panel sends the same Idempotency-Key, the API
 * answers what it did the first time, and the list holds the entry once.
 */
import { api } from './api';
import { loggedInBrowser } from './browser';
import { dialog, fillTexts, fourTexts, saveDialog, STAMP, toast } from './referenceScreens';

describe('a save retried after a lost answer', () => {
  const s = loggedInBrowser();

  it('adds the equipment once', async () => {
    const { page } = s;
    const name = `Perdido ${STAMP}`;
    let lost = 0;
    await page.route('**/graphql', async (route) => {
      if (lost === 0 && route.request().postData()?.includes('addEquipment')) {
        lost += 1;
        // the API gets the request and answers; the browser never sees the answer
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto('/equipment/create');
    await dialog(page).getByRole('heading', { name: 'Añadir equipamiento' }).waitFor();
    await fillTexts(page, fourTexts(name));
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    // the save failed as far as the panel knows: the form stays, with what was typed
    await toast(page, 'Ha habido un fallo').waitFor();
    expect(lost).toBe(1);
    await saveDialog(page, 'Añadido correctamente');

    const { rows } = await api<{ rows: { text: string }[] }>(page, '{ rows: allEquipment(lang: "es") { text } }');
    expect(rows.filter((row) => row.text === `${name} ES`)).toHaveLength(1);
  });
});
