/**
 * The change history in Chromium against the real API (issue 19): a place edited in its editor
 * shows in its 'Historial' with the field's Spanish label and the value before and after; 'Actividad
 * del panel' lists it and filters by entity; both screens pass axe and work with the keyboard.
 */
import { api } from './api';
import { loggedInBrowser, snapshot } from './browser';
import { axeProblems } from './screenChecks';
import { addPlaceByApi, saveCityChange } from './placeEditorScreens';

const STAMP = Date.now().toString(36);

describe('change history', () => {
  const s = loggedInBrowser();

  it("an edit shows in the place's Historial with its before / after, and in 'Actividad del panel' filtered by entity", async () => {
    const { page } = s;
    const title = `Historia ${STAMP}`;
    const id = await addPlaceByApi(page, { name: title, city: 'Lugo' });
    // the save goes back to the list; the place is opened again
    await saveCityChange(page, id, title, 'Ourense');
    await page.goto(`/places/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // opened with the keyboard
    const toggle = page.getByRole('button', { name: 'Historial' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const section = page.getByRole('region', { name: 'Historial' });
    const change = section.getByRole('listitem').filter({ hasText: 'Ciudad: Lugo → Ourense' }).last();
    await change.waitFor({ timeout: 30_000 });
    await section.getByText(/· Creación$/).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await snapshot(page, 'history-place-section', { fullPage: false });

    await page.goto('/history');
    await page.getByRole('heading', { level: 1, name: 'Actividad del panel' }).waitFor();
    const results = page.getByRole('region', { name: 'Cambios' });
    await results.getByText(`Edición · Sitio ${id}`).waitFor({ timeout: 30_000 });
    const entity = page.getByRole('combobox', { name: 'Entidad' });
    await entity.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Sitios' }).click();
    await expect.poll(() => page.url()).toContain('resource');
    await results.getByText(`Edición · Sitio ${id}`).waitFor();
    // (the filtered page replaces the previous one after the filter's pause: wait for it)
    await expect.poll(() => results.getByText(/Equipamiento \d+/).count(), { timeout: 30_000 }).toBe(0);
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'history-activity-1366');
  });

  it("a reference entry's dialog and a user's activity show their Historial; axe", async () => {
    const { page } = s;
    const list = await api<{ allEquipment: { idequipment: number; text: string }[] }>(
      page,
      '{ allEquipment(lang: "es") { idequipment text } }',
    );
    const { idequipment, text } = list.allEquipment[0];
    await api(page, 'mutation($id: Int!, $t: String) { updEquipment(id: $id, textES: $t) }', { id: idequipment, t: `${text} ${STAMP}` });
    await page.goto(`/equipment/${idequipment}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Historial' }).click();
    await dialog
      .getByRole('region', { name: 'Historial' })
      .getByText(`Español (ES): ${text} → ${text} ${STAMP}`)
      .waitFor({ timeout: 30_000 });
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'history-reference-dialog', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const { me } = await api<{ me: { iduser: number } }>(page, '{ me { iduser } }');
    await page.goto(`/users/${me.iduser}/show`);
    await page.getByRole('heading', { level: 1, name: 'Actividad del usuario' }).waitFor();
    await page.getByRole('button', { name: 'Historial' }).click();
    await page
      .getByRole('region', { name: 'Historial' })
      .getByText(new RegExp(`Equipamiento ${idequipment}$`))
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'history-user-activity');
  });
});
