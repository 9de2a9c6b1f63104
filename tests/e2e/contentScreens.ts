/** Driving a content list (CMS pages, chains, events) in browser tests: its results, the search, a row's deletion. */
import type { Locator, Page } from 'playwright-core';
import { dialog } from './referenceScreens';

export const results = (page: Page) => page.getByRole('region', { name: 'Resultados' });

/** Deletes a row after the confirmation, whose button says what it does ('Eliminar'). */
export async function deleteRow(page: Page, row: Locator) {
  await row.getByRole('button', { name: /^Eliminar/ }).click();
  await dialog(page).getByText('¿Desea eliminar este elemento?').waitFor();
  await dialog(page).getByRole('button', { name: 'Eliminar' }).click();
}

/** Types a search and waits for the list to show exactly `rows` rows (the search is debounced). */
export async function search(page: Page, text: string, rows: number) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('filter')?.includes(JSON.stringify(text)) ?? false);
  await expect.poll(() => results(page).locator('tbody tr').count(), { timeout: 30_000 }).toBe(rows);
}
