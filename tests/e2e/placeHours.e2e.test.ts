/**
 * Issue 15 in Chromium against the real API: step 4 'Horario' typed with the keyboard alone — each
 * time one Tab stop (Chromium's own time input took several), 'Copiar a todos los días', a bar's
 * night past midnight (Viernes 20:00–02:00) accepted, written in OSM syntax and saved as typed —
 * axe-clean and without sideways scrolling from phone to desktop; and the maps search of step 1
 * saying when it finds nothing.
 */
import type { Page } from 'playwright-core';
import { loggedInBrowser, snapshot } from './browser';
import { axeProblems, widthProblems } from './screenChecks';
import { button, chooseTag, field, onStep, placeNamed, progress, readPlace, toast } from './placeEditorScreens';

const STAMP = Date.now().toString(36);

async function openCreate(page: Page) {
  await page.goto('/places/create');
  await page.evaluate(() => localStorage.removeItem('draft:places:create'));
  await page.goto('/places/create');
  await onStep(page, 1);
}

/** The accessible name of the focused element (its aria-label, else its label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const label = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '');
    return (label || el.textContent || '').trim();
  });

describe('step 4 Horario with the keyboard', () => {
  const s = loggedInBrowser();

  it('one Tab stop per time, Copiar a todos los días, a night past midnight; saved as typed', async () => {
    const { page } = s;
    const name = `Bar da Noite ${STAMP}`;
    await openCreate(page);
    await chooseTag(page, /^Categorías/, 'Museo');
    await field(page, /^Nombre/).fill(name);
    await field(page, /^Dirección/).fill('Rúa da Noite 2');
    await progress(page)
      .getByRole('button', { name: /Horario/ })
      .click();
    await onStep(page, 4);

    await page.getByRole('switch', { name: 'Lunes: cerrado' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => focusedName(page)).toBe('Lunes, horario 1: apertura');
    await page.keyboard.type('0900');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Lunes, horario 1: cierre');
    expect(await field(page, /^Lunes, horario 1: apertura/).inputValue()).toBe('09:00');
    await page.keyboard.type('14');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Eliminar el horario 1 del lunes');
    expect(await field(page, /^Lunes, horario 1: cierre/).inputValue()).toBe('14:00');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Añadir otro horario al lunes');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Copiar a todos los días el horario del lunes');
    await page.keyboard.press('Enter');
    await toast(page, 'Horario del lunes copiado a todos los días').waitFor();
    expect(await focusedName(page)).toBe('Copiar a todos los días el horario del lunes');
    expect(await field(page, /^Domingo, horario 1: cierre/).inputValue()).toBe('14:00');

    // Friday also opens at night, until 02:00 on Saturday.
    await page.getByRole('button', { name: 'Añadir otro horario al viernes' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Viernes, horario 2: apertura');
    await page.keyboard.type('20:00');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0200');
    await page.keyboard.press('Tab');
    await page.getByText('Pasa de medianoche: cierra a las 02:00 del sábado').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('#hours-osm').inputValue()).toBe('Mo-Th,Sa,Su 09:00-14:00, Fr 09:00-14:00,20:00-02:00');
    await page.getByText('Comprobado con opening_hours.js: sintaxis válida').waitFor();
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    expect(await axeProblems(page), 'axe: paso 4 con una noche').toEqual([]);
    await snapshot(page, 'hours-past-midnight');
    // The app bar (and its menu button) hides while the page is scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('button', { name: /abrir menú|cerrar menú/i })
      .first()
      .waitFor();
    expect(await widthProblems(page), 'paso 4 a 390, 768, 1024 y 1366 px').toEqual([]);

    await button(page, 'Siguiente').press('Enter');
    await onStep(page, 5);
    await button(page, 'Guardar').click();
    await page.waitForURL((url) => url.pathname === '/places');
    const place = await readPlace(page, (await placeNamed(page, name))!);
    const hours = place.hours as { day: string; hours: { open: string; close: string }[] }[];
    expect(hours.find((d) => d.day === 'Viernes')!.hours).toEqual([
      { open: '09:00', close: '14:00' },
      { open: '20:00', close: '02:00' },
    ]);
    expect(hours.find((d) => d.day === 'Sábado')!.hours).toEqual([{ open: '09:00', close: '14:00' }]);
  });
});

describe('maps search with no result', () => {
  const s = loggedInBrowser();

  it("says 'No se ha encontrado ningún sitio' under the box, axe-clean", async () => {
    const { page } = s;
    await openCreate(page);
    const box = page.getByRole('combobox', { name: 'Buscar sitio' });
    await box.click();
    await box.pressSequentially('zzzz qqqq');
    await page.getByRole('status').filter({ hasText: 'No se ha encontrado ningún sitio' }).waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    expect(await axeProblems(page), 'axe: búsqueda sin resultados').toEqual([]);
  });
});
