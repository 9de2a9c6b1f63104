/**
 * The site configuration in Chromium against the real API (demo seed): the spec's path
 * dashboard/config leads to /config; the global message changed in two languages and a featured
 * item, saved from the keyboard with the spec's toasts, are there after a reload (and in allConfig);
 * axe finds no serious or critical problem and nothing scrolls sideways at 390 and 1366 px.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { loggedInBrowser, snapshot, transitionsDone } from './browser';
import { STAMP, isFocused, toast } from './referenceScreens';
import { axeProblems, closePhoneMenu, sidewaysOverflow } from './screenChecks';

const message = (page: Page, language: string) => page.getByRole('textbox', { name: `Mensaje global (${language})` });
const featured = (page: Page, n: number) => page.getByRole('textbox', { name: `Destacado ${n}` });

/** Opens the screen and waits until the stored values are in the form. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
  await expect.poll(() => featured(page, 1).inputValue(), { timeout: 30_000 }).not.toBe('');
}

describe('site configuration', () => {
  const s = loggedInBrowser();

  it('the spec path leads to the screen; changes in two languages and a featured item are saved and read back', async () => {
    const { page } = s;
    await open(page, '/dashboard/config');
    expect(new URL(page.url()).pathname).toBe('/config');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['ESPAÑOL', 'GALLEGO', 'INGLÉS', 'PORTUGUÉS']);

    await message(page, 'Español').fill(`Aviso de prueba ${STAMP}`);
    await page.getByRole('tab', { name: 'Gallego' }).click();
    await message(page, 'Gallego').fill(`Aviso galego ${STAMP}`);
    await featured(page, 3).fill(`  museo-${STAMP}  `);

    // Save from the keyboard: the button comes right after the last control of the form (the
    // share hashtags by city, below the featured items).
    await page.locator('.ra-input-sharecities button').last().focus();
    await page.keyboard.press('Tab');
    const save = page.getByRole('button', { name: 'Guardar' });
    expect(await isFocused(save)).toBe(true);
    await page.keyboard.press('Enter');
    await toast(page, 'Datos guardados correctamente').waitFor();
    await snapshot(page, 'config-saved');

    const stored = await api<{ rows: { field: string; content: string }[] }>(page, '{ rows: allConfig { field content } }');
    const byField = Object.fromEntries(stored.rows.map((r) => [r.field, r.content]));
    expect(byField.globalmsgES).toBe(`<p>Aviso de prueba ${STAMP}</p>`);
    expect(byField.globalmsgGL).toBe(`<p>Aviso galego ${STAMP}</p>`);
    expect(byField.homefeatured3).toBe(`museo-${STAMP}`);

    await page.reload();
    await open(page, '/config');
    await expect.poll(() => message(page, 'Español').innerText()).toBe(`Aviso de prueba ${STAMP}`);
    await page.getByRole('tab', { name: 'Gallego' }).click();
    await expect.poll(() => message(page, 'Gallego').innerText()).toBe(`Aviso galego ${STAMP}`);
    expect(await featured(page, 3).inputValue()).toBe(`museo-${STAMP}`);
  });

  it('passes axe and does not scroll sideways at 390 and 1366 px', async () => {
    const { page } = s;
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await open(page, '/config');
      await closePhoneMenu(page);
      await transitionsDone(page);
      expect(await sidewaysOverflow(page), `${width} px`).toEqual({ overflow: 0, culprit: null });
      expect(await axeProblems(page), `${width} px`).toEqual([]);
      await snapshot(page, `config-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 860 });
  });
});
