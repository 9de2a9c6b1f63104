/**
 * The share screen in Chromium against the real API (demo seed, the local translator answering
 * '[en] texto'): the hashtag sets are edited on the config screen and saved; on 'Compartir sitio' a
 * known place is found by its id from the keyboard, its text generated (brand hashtag, handle,
 * category and city hashtags, then a block per language after a dashed rule) with the sets just
 * saved, and copied: the clipboard holds exactly the text shown. The id's field lines up with its
 * buttons. axe finds no serious or critical problem and nothing scrolls sideways at 390, 768, 1024
 * and 1366 px.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { loggedInBrowser, snapshot, transitionsDone } from './browser';
import { STAMP, toast } from './referenceScreens';
import { axeProblems, closePhoneMenu, widthProblems } from './screenChecks';

interface Place {
  idplace: number;
  name: string;
  city: string;
  instagram: string;
  category: { idcategory: number; text: string }[];
}

const BRAND = `#Marca${STAMP}`;
const CITY_TAG = `#Ciudad${STAMP}`;
const RULE = '--------------------';

/** A published place with a city and a category (the demo seed has many): drawn until one fits. */
async function knownPlace(page: Page): Promise<Place> {
  for (let i = 0; i < 50; i += 1) {
    const { randomPlace } = await api<{ randomPlace: Place }>(
      page,
      '{ randomPlace { idplace name city instagram category { idcategory text } } }',
    );
    if (randomPlace.city.trim() && randomPlace.category.length > 0) return randomPlace;
  }
  throw new Error('No hay ningún sitio publicado con ciudad y categoría');
}

async function openShare(page: Page) {
  await page.goto('/share');
  await page.getByRole('heading', { level: 1, name: 'Compartir sitio' }).waitFor();
  await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30_000 });
}

describe('share screen', () => {
  const s = loggedInBrowser();
  let place: Place;

  beforeAll(async () => {
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.baseUrl });
    place = await knownPlace(s.page);
  });

  it('the hashtag sets edited on the config screen are saved', async () => {
    const { page } = s;
    await page.goto('/config');
    await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
    const brand = page.getByRole('textbox', { name: 'Hashtag de marca' });
    await expect.poll(() => page.getByRole('textbox', { name: 'Destacado 1' }).inputValue(), { timeout: 30_000 }).not.toBe('');
    await brand.fill(BRAND);
    const cities = page.locator('.ra-input-sharecities');
    await cities.getByRole('button', { name: 'Añadir' }).click();
    await cities.getByRole('textbox', { name: 'Ciudad' }).last().fill(place.city.toUpperCase());
    await cities.getByRole('textbox', { name: 'Hashtags' }).last().fill(`${CITY_TAG}, Viajar`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Datos guardados correctamente').waitFor();
    await snapshot(page, 'share-config-saved');

    const { rows } = await api<{ rows: { field: string; content: string }[] }>(page, '{ rows: allConfig { field content } }');
    const byField = Object.fromEntries(rows.map((r) => [r.field, r.content]));
    expect(byField.sharebrand).toBe(BRAND);
    expect(JSON.parse(byField.sharecities)).toContainEqual({
      city: place.city.toUpperCase().trim().replace(/\s+/g, ' '),
      hashtags: `${CITY_TAG} #Viajar`,
    });
    // a set's row (city and hashtags side by side) wraps on a narrow screen instead of overflowing
    expect(await widthProblems(page)).toEqual([]);
  });

  it('generates the text of a known place with those hashtags, and copies it to the clipboard', async () => {
    const { page } = s;
    await openShare(page);
    // Find the place by id from the keyboard: type its id, Enter submits.
    await page.getByRole('textbox', { name: 'Id del sitio' }).fill(String(place.idplace));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: place.name }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Ver ficha del sitio' }).getAttribute('href'))
      .toMatch(new RegExp(`/es/place/${place.idplace}(-|$)`));

    await page.getByRole('textbox', { name: 'Mensaje' }).fill(`Visítelo ${STAMP}`);
    await page.getByRole('textbox', { name: 'Mensaje' }).press('Tab');
    await page.keyboard.press('Enter'); // 'Generar texto', next in the tab order
    const result = page.getByRole('textbox', { name: 'Texto generado' });
    await result.waitFor();
    const text = await result.inputValue();
    const lines = text.split('\n');
    expect(lines[0]).toBe(BRAND);
    expect(lines).toContain(RULE);
    expect(lines.filter((line) => line === RULE)).toHaveLength(4);
    // The city's own hashtag and the set saved for it (matched whatever its case), on one line.
    expect(lines.find((line) => line.includes(CITY_TAG))).toMatch(new RegExp(`^#\\S+ ${CITY_TAG} #Viajar$`));
    // The blocks: the message in Spanish, then translated by the server's provider.
    expect(lines[lines.indexOf(RULE) + 1]).toBe(`Visítelo ${STAMP}`);
    // (the local translator answers '[target] text'; Portuguese goes out as pt-PT)
    for (const lang of ['en', 'gl', 'pt'])
      expect(
        lines.filter((line) => new RegExp(`^\\[${lang}(-PT)?\\] Visítelo ${STAMP}$`).test(line)),
        lang,
      ).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith(`📍 ${place.city}`))).toHaveLength(4);
    expect(lines.filter((line) => line.startsWith('🔖 '))).toHaveLength(4);
    await snapshot(page, 'share-generated');

    await page.getByRole('button', { name: 'Copiar al portapapeles' }).click();
    await toast(page, 'Texto copiado al portapapeles').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  it('the id field and its «Buscar» share one line with «Sitio aleatorio», centred on it', async () => {
    const { page } = s;
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await openShare(page);
      await closePhoneMenu(page);
      await transitionsDone(page);
      const middle = async (box: Promise<{ y: number; height: number } | null>) => {
        const b = (await box)!;
        return Math.round(b.y + b.height / 2);
      };
      const field = page
        .getByRole('textbox', { name: 'Id del sitio' })
        .locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
      const find = await middle(page.getByRole('button', { name: 'Buscar' }).boundingBox());
      expect(Math.abs((await middle(field.boundingBox())) - find), `${width} px: campo y «Buscar»`).toBeLessThanOrEqual(1);
      if (width === 1366) {
        const random = await middle(page.getByRole('button', { name: 'Sitio aleatorio' }).boundingBox());
        expect(Math.abs(random - find), '«Sitio aleatorio» y «Buscar»').toBeLessThanOrEqual(1);
      }
    }
    await page.setViewportSize({ width: 1366, height: 860 });
  });

  it('a missing id says so in Spanish', async () => {
    const { page } = s;
    await openShare(page);
    await page.getByRole('textbox', { name: 'Id del sitio' }).fill('99999999');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('El sitio 99999999 no existe').waitFor();
  });

  it('passes axe and does not scroll sideways at 390, 768, 1024 and 1366 px', async () => {
    const { page } = s;
    await openShare(page);
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola');
    await page.getByRole('button', { name: 'Generar texto' }).click();
    await page.getByRole('textbox', { name: 'Texto generado' }).waitFor();
    expect(await widthProblems(page)).toEqual([]);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await closePhoneMenu(page);
      await transitionsDone(page);
      expect(await axeProblems(page), `${width} px`).toEqual([]);
      await snapshot(page, `share-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 860 });
  });
});
