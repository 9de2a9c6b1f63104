/** Driving the place editor (issue 9) in Chromium: its steps, fields, tags and toasts. */
import type { Locator, Page } from 'playwright-core';
import { api } from './api';

export const STEPS = ['Datos', 'Media', 'Servicios', 'Horario', 'Resumen'];

export const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);
export const field = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });
export const progress = (page: Page) => page.getByRole('navigation', { name: 'Pasos del formulario' });
export const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Paso \d de 5/ });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Drops every draft of a new place this browser holds (each tab keeps its own: draft:places:create:<tab>). */
export async function clearCreateDrafts(page: Page): Promise<void> {
  await page.evaluate(() =>
    Object.keys(localStorage).forEach((key) => key.startsWith('draft:places:create') && localStorage.removeItem(key)),
  );
}

/** Waits for step n (1..5) to be shown. */
export async function onStep(page: Page, n: number): Promise<void> {
  await page.getByRole('heading', { level: 2, name: `Paso ${n} de 5: ${STEPS[n - 1]}` }).waitFor();
}

/** Chooses a tag ('Museo') in a tag input ('Categorías') by typing and picking the suggestion. */
export async function chooseTag(page: Page, label: RegExp, name: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** A place read from the API (what was stored), with the fields a test compares. */
export async function readPlace(page: Page, idplace: number) {
  const data = await api<{ place: Record<string, unknown> }>(
    page,
    `query ($id: Int!) { place(idplace: $id) {
      idplace name address city province country zipcode phone website facebook instagram twitter youtube gmaps_url
      plus_code timezone notes published points lat lng version hours
      description { lang text } category { idcategory text } subcategory { idsubcategory text }
      photos { idmedia url cover } pdfs { idmedia name } views360 { idmedia }
    } }`,
    { id: idplace },
  );
  return data.place;
}

/** The newest place with this exact name (the panel answers no id after saving). */
export async function placeNamed(page: Page, name: string): Promise<number | null> {
  const data = await api<{ allPlaces: { idplace: number; name: string }[] }>(
    page,
    `query ($q: String!) { allPlaces(search: $q, items: 20, order: "idplace DESC") { idplace name } }`,
    { q: name },
  );
  return data.allPlaces.find((p) => p.name === name)?.idplace ?? null;
}

export async function countPlaces(page: Page): Promise<number> {
  return (await api<{ countPlaces: number }>(page, '{ countPlaces }')).countPlaces;
}

/** Adds a place through the API (for the edit tests); answers its id. */
export async function addPlaceByApi(page: Page, place: Record<string, unknown>): Promise<number> {
  const categories = await api<{ allCategories: { idcategory: number; text: string }[] }>(
    page,
    '{ allCategories(lang: "es") { idcategory text } }',
  );
  const museo = categories.allCategories.find((c) => c.text === 'Museo')!.idcategory;
  const data = await api<{ addPlace: number }>(page, 'mutation ($place: PlaceInput!) { addPlace(place: $place) }', {
    place: { address: 'Rúa Nova 5', city: 'Lugo', categories: [museo], lat: 43.01, lng: -7.55, ...place },
  });
  return data.addPlace;
}

/** Opens the place `id` (its heading `title`), changes its city on the first step and saves from the summary: back on the list. */
export async function saveCityChange(page: Page, id: number, title: string, city: string): Promise<void> {
  await page.goto(`/places/${id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await onStep(page, 1);
  await field(page, /^Ciudad/).fill(city);
  await progress(page)
    .getByRole('button', { name: /Resumen/ })
    .click();
  await onStep(page, 5);
  await button(page, 'Guardar').click();
  await toast(page, 'Datos editados correctamente').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Sitios' }).waitFor();
}
