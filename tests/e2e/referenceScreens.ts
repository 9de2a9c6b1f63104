/**
 * Driving the reference-list screens in Chromium as a user would: the modal, its language tabs,
 * save and delete with the spec's toasts, screenshots once transitions are over.
 */
import type { Locator, Page } from 'playwright-core';
import { encodePng } from '../../server/db/seed/png';
import { snapshot } from './browser';

export const STAMP = Date.now().toString(36);

/** A 64×48 PNG with a diagonal gradient, made here: no fixture file. */
export const PNG = encodePng(64, 48, (x, y) => [40 + x * 3, 90 + y * 2, 200 - x]);

export const dialog = (page: Page) => page.getByRole('dialog');
export const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
export const rowWith = (grid: Locator, text: string) =>
  grid.locator('tbody tr').filter({ has: grid.page().getByText(text, { exact: true }) });
export const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);
export const TABS: Record<string, string> = { EN: 'Inglés', ES: 'Español', GL: 'Gallego', PT: 'Portugués' };

/** Fills texts labelled 'Español (ES)', 'Pregunta (GL)'..., each after showing its language tab. */
export async function fillTexts(page: Page, texts: Record<string, string>) {
  for (const [label, value] of Object.entries(texts)) {
    const code = /\((EN|ES|GL|PT)\)$/.exec(label)?.[1];
    if (code) await dialog(page).getByRole('tab', { name: TABS[code] }).click();
    await dialog(page).getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

export async function saveDialog(page: Page, message: string) {
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await toast(page, message).waitFor();
  await dialog(page).waitFor({ state: 'detached' });
}

export async function deleteRow(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = dialog(page);
  await confirm.getByText('¿Desea eliminar este elemento?').waitFor();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
}

/** A screenshot once the modal's fade and every other transition have finished (spinners spin on). */
export async function shot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await snapshot(page, name);
}

export const fourTexts = (name: string) => ({
  'Español (ES)': `${name} ES`,
  'Inglés (EN)': `${name} EN`,
  'Gallego (GL)': `${name} GL`,
  'Portugués (PT)': `${name} PT`,
});

export const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
