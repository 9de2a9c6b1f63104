/**
 * Events in Chromium against the real API (demo seed): add an event with a photo and a PDF (the
 * type must be chosen first: 'Seleccionar un tipo'), find it by a search typed without accents,
 * edit it taking the photo out (it is gone from the API too), import a page's data through the
 * server ('Obtener datos de la URL' on a local page listed in IMPORT_ALLOWED_HOSTS), and delete it
 * after the confirmation; the list and the form pass axe and fit 390 to 1366 px.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { api } from './api';
import { loggedInBrowser } from './browser';
import { deleteRow, results, search } from './contentScreens';
import { EVENT_PAGE } from './eventPage';
import { PNG, rowWith, shot, STAMP, toast } from './referenceScreens';
import { axeProblems, widthProblems } from './screenChecks';

/** A small valid PDF (what the server's sniffing asks of one: its signature and structure). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface ApiEvent {
  idevent: number;
  name: string;
  type: string;
  country: string;
  published: boolean;
  photos: { idmedia: number }[];
  pdfs: { idmedia: number; name: string }[];
  videos: { url: string; name: string }[];
}
const readEvent = async (page: Page, idevent: number) =>
  (
    await api<{ event: ApiEvent }>(
      page,
      'query($idevent: Int!) { event(idevent: $idevent) { idevent name type country published photos { idmedia } pdfs { idmedia name } videos { url name } } }',
      { idevent },
    )
  ).event;

/** The file input behind a drop zone (both carry its name). */
const fileInput = (page: Page, name: string) => page.locator(`input[type="file"][aria-label="${name}"]`);

describe('events', () => {
  const s = loggedInBrowser();

  it('add with a photo and a PDF, search without accents, edit taking the photo out, delete', async () => {
    const { page } = s;
    await page.goto('/events');
    await page.getByRole('heading', { level: 1, name: 'Eventos' }).waitFor();
    await page.getByRole('link', { name: 'Añadir evento' }).click();
    await page.getByRole('heading', { level: 1, name: 'Añadir evento' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/events/create');

    const name = `Función de Títeres ${STAMP}`;
    await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await page.getByRole('textbox', { name: 'URL de las entradas' }).fill('https://entradas.example.org/titeres');
    await page.getByRole('textbox', { name: 'Precio desde' }).fill('8 €');
    // no type yet: the spec's words under the select, nothing saved
    await expect.poll(() => page.getByRole('combobox', { name: 'Tipo' }).innerText()).toBe('Seleccionar un tipo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.locator('.MuiFormHelperText-root', { hasText: 'Seleccionar un tipo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/events/create');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Cuentacuentos' }).click();
    await fileInput(page, 'Suelte fotos aquí o pulse para elegirlas').setInputFiles({
      name: 'titeres.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await fileInput(page, 'Suelte PDFs aquí o pulse para elegirlos').setInputFiles({
      name: 'programa.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('textbox', { name: 'Título de programa.pdf' }).fill('Programa de mano');
    await page.getByRole('button', { name: 'Añadir vídeo' }).click();
    await page.getByRole('textbox', { name: 'Dirección del vídeo' }).fill('https://video.example.org/titeres');
    await page.getByRole('textbox', { name: 'Título del vídeo' }).fill('Ensayo');
    expect(await axeProblems(page)).toEqual([]);
    // back at the top: the app bar (with the menu button) hides while the long form is scrolled down
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await widthProblems(page)).toEqual([]);
    await shot(page, 'events-create');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((url) => url.pathname === '/events', { timeout: 30_000 });
    await toast(page, 'Fotos subidas correctamente').waitFor();

    // typed in capitals and without accents
    await search(page, `FUNCION DE TITERES ${STAMP}`, 1);
    const row = rowWith(results(page), name);
    await row.waitFor();
    const link = row.getByRole('link', { name: `Editar: ${name}` });
    const idevent = Number((await link.getAttribute('href'))!.split('/').pop());
    expect(await row.getByRole('link', { name: `Ver en la web pública: ${name}` }).getAttribute('href')).toBe(
      `https://web.example.org/es/event/${idevent}`,
    );
    await row.locator('img').waitFor(); // the cover: the uploaded photo
    const saved = await readEvent(page, idevent);
    expect(saved).toMatchObject({
      name,
      type: 'Cuentacuentos',
      country: 'ES',
      published: true,
      pdfs: [{ name: 'Programa de mano' }],
      videos: [{ url: 'https://video.example.org/titeres', name: 'Ensayo' }],
    });
    expect(saved.photos).toHaveLength(1);
    expect(await axeProblems(page)).toEqual([]);
    expect(await widthProblems(page)).toEqual([]);
    await shot(page, 'events-list-search');

    // edit: the photo taken out is deleted when the event is saved
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Editar evento' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(name);
    await page.getByRole('button', { name: /^Quitar la foto/ }).click();
    await page.getByRole('switch', { name: 'Publicado' }).uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Datos editados correctamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/events');
    await expect.poll(async () => (await readEvent(page, idevent)).photos).toEqual([]);
    expect(await readEvent(page, idevent)).toMatchObject({ published: false, pdfs: [{ name: 'Programa de mano' }] });
    const edited = rowWith(results(page), name);
    await edited.getByRole('img', { name: 'Sin publicar' }).waitFor();
    await edited.getByRole('img', { name: 'Sin portada' }).waitFor();

    await deleteRow(page, edited);
    await toast(page, 'Eliminado correctamente').waitFor();
    await edited.waitFor({ state: 'detached' });
  });

  it("'Obtener datos de la URL' fills the form from the event's page; a private address is refused with the server's reason", async () => {
    const { page } = s;
    await page.goto('/addevents');
    await page.getByRole('heading', { level: 1, name: 'Añadir evento' }).waitFor();
    const box = page.getByRole('region', { name: 'Obtener datos de la URL' });
    const address = box.getByRole('textbox', { name: 'Dirección de la página del evento' });
    // not listed in IMPORT_ALLOWED_HOSTS: refused, nothing filled
    await address.fill('http://127.0.0.1:9/evento');
    await box.getByRole('button', { name: 'Obtener datos' }).click();
    await page.locator('.MuiSnackbar-root [role="alert"]').waitFor();
    expect(await page.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('');

    const url = inject('eventPageUrl');
    await address.fill(url);
    await box.getByRole('button', { name: 'Obtener datos' }).click();
    await toast(page, 'Datos obtenidos de la página').waitFor();
    const origin = new URL(url).origin;
    expect(await page.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(EVENT_PAGE.name);
    expect(await page.getByRole('textbox', { name: 'URL de las entradas' }).inputValue()).toBe(`${origin}${EVENT_PAGE.offer}`);
    // the size suffix is dropped from the image's address
    expect(await page.getByRole('textbox', { name: 'Imagen de las entradas (URL)' }).inputValue()).toBe(`${origin}/img/cartel-nandu.jpg`);
    await page.getByText(EVENT_PAGE.description).waitFor();
    // Cancelar goes back to the list (after confirming that what was filled is dropped)
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await page.waitForURL((u) => u.pathname === '/events');
  });
});
