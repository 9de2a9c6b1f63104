/**
 * Maps autofill in the place editor (issue 10) in Chromium, with the fake maps service the e2e
 * server runs (MAPS_SERVICE=fake: fixed places, src/maps/places/fake): search and choose fills
 * every field, the §5 category mapping, hours and photos (uploaded on save with their
 * attributions); 'Usar posición actual' and a map click reverse-geocode; a refused position is
 * silent; editing offers each maps value, highlighted when it differs, copied on click, and keeps
 * the old hours with the spec's message; quick add fills its hidden fields; an unreachable service
 * says so once and nothing else changes.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { loggedInBrowser, nextFrames, openBrowser, logIn, snapshot } from './browser';
import { axeProblems } from './screenChecks';
import { addPlaceByApi, button, clearCreateDrafts, field, onStep, placeNamed, readPlace, toast } from './placeEditorScreens';

const STAMP = Date.now().toString(36);

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar sitio' });
const osmHours = (page: Page) => page.locator('#hours-osm');
const chips = (page: Page, label: RegExp) =>
  page
    .getByRole('combobox', { name: label })
    .locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]')
    .locator('.MuiChip-label');

/**
 * Siguiente by the keyboard: a step whose content is still loading (the services of the chosen
 * categories) grows and moves the button under a mouse click; Enter on the focused button does not miss.
 */
const next = (page: Page) => button(page, 'Siguiente').press('Enter');

/** Runs `pan` (a key that pans the map) and waits until the map has moved and its pan animation has ended (Leaflet marks the pane with leaflet-pan-anim while it glides). */
async function panned(page: Page, pan: () => Promise<void>) {
  const pane = '.leaflet-container .leaflet-map-pane';
  const from = await page.locator(pane).evaluate((el: HTMLElement) => el.style.transform);
  await pan();
  await page.waitForFunction(
    ([selector, was]) => {
      const el = document.querySelector<HTMLElement>(selector);
      return Boolean(el && el.style.transform !== was && !el.classList.contains('leaflet-pan-anim'));
    },
    [pane, from] as const,
    { polling: 'raf' },
  );
}

async function openCreate(page: Page) {
  await page.goto('/places/create');
  await clearCreateDrafts(page);
  await page.goto('/places/create');
  await onStep(page, 1);
}

/** Types into the search box with the keyboard and picks a suggestion with the arrows and Enter. */
async function searchAndChoose(page: Page, text: string, option: string) {
  const box = searchBox(page);
  await box.click();
  await box.fill('');
  await box.pressSequentially(text);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).waitFor();
  const options = await page.getByRole('option').allTextContents();
  const index = options.findIndex((o) => o.startsWith(option));
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function photoRows(page: Page, idplace: number) {
  const data = await api<{ place: { photos: { url: string; attrib: string; cover: boolean }[] } }>(
    page,
    'query ($id: Int!) { place(idplace: $id) { photos { url attrib cover } } }',
    { id: idplace },
  );
  return data.place.photos;
}

describe('maps autofill: adding a place', () => {
  const s = loggedInBrowser();

  it('a chosen result fills every field, its categories, hours, time zone and photos; saving uploads the chosen photos', async () => {
    const { page } = s;
    await openCreate(page);
    // Before any name, the search text already looks for duplicates (part 1 §5): «Café A Coruña» of
    // the demo data (a word every restaurant shares, «Restaurante», no longer finds any: issue 15).
    await searchBox(page).click();
    await searchBox(page).pressSequentially('Café A Coruña');
    await page.getByRole('region', { name: 'Posibles duplicados' }).waitFor();
    await searchAndChoose(page, 'fogar', 'Restaurante O Fogar');
    await expect.poll(() => field(page, /^Nombre/).inputValue()).toBe('Restaurante O Fogar');
    const filled = {
      Dirección: 'Rúa Real, 25',
      Ciudad: 'A Coruña',
      Provincia: 'A Coruña',
      'Código postal': '15003',
      Teléfono: '981 22 33 44',
      Web: 'https://ofogar.example.com',
      'URL de Google Maps': 'https://maps.google.com/?cid=1001',
      'Plus code': '8CJJ9JCV+GH',
      'Zona horaria': 'Europe/Madrid',
    };
    for (const [label, value] of Object.entries(filled)) expect(await field(page, new RegExp(`^${label}`)).inputValue(), label).toBe(value);
    expect(await page.getByRole('combobox', { name: /^País/ }).textContent()).toContain('España');
    // §5: restaurant → Restaurante, bar → Café / Bar
    await expect.poll(() => chips(page, /^Categorías/).allTextContents()).toEqual(['Restaurante', 'Café / Bar']);
    // The map went to the place at zoom 16 (part 1 §9).
    await page.locator('img.leaflet-tile[src*="/16/"]').first().waitFor({ state: 'attached' });
    expect(await axeProblems(page), 'axe: paso 1 tras la búsqueda').toEqual([]);
    await snapshot(page, 'maps-add-filled');

    const name = `Restaurante O Fogar ${STAMP}`;
    await field(page, /^Nombre/).fill(name);
    await next(page);
    await onStep(page, 2);
    // Two photos of the place, chosen; four street-view images at 0, 90, 180, 270, not chosen.
    const kept = page.getByRole('checkbox', { name: /^Guardar la foto/ });
    await expect.poll(() => kept.count()).toBe(6);
    expect(await Promise.all((await kept.all()).map((box) => box.isChecked()))).toEqual([true, true, false, false, false, false]);
    expect(await page.getByText('Ana Pérez / Google Maps').count()).toBeGreaterThan(0);
    await snapshot(page, 'maps-add-photos');
    await next(page);
    await onStep(page, 3);
    await next(page);
    await onStep(page, 4);
    expect(await osmHours(page).inputValue()).toBe('Mo-Sa 13:00-16:00,20:00-23:30; Su off');
    await next(page);
    await onStep(page, 5);
    await button(page, 'Guardar').click();
    await page.waitForURL((url) => url.pathname === '/places');

    const idplace = (await placeNamed(page, name))!;
    const place = await readPlace(page, idplace);
    expect([place.address, place.city, place.province, place.country, place.zipcode, place.timezone]).toEqual([
      'Rúa Real, 25',
      'A Coruña',
      'A Coruña',
      'ES',
      '15003',
      'Europe/Madrid',
    ]);
    expect([place.lat, place.lng]).toEqual([43.37134, -8.39602]);
    expect((place.category as { text: string }[]).map((c) => c.text).sort()).toEqual(['Café / Bar', 'Restaurante']);
    await expect
      .poll(async () => (await photoRows(page, idplace)).map((p) => p.attrib))
      .toEqual(['Ana Pérez / Google Maps', 'Xoán Vidal / Google Maps']);
    const photos = await photoRows(page, idplace);
    expect(photos.filter((p) => p.cover)).toHaveLength(1);
    expect(photos.every((p) => p.url.startsWith('/media/'))).toBe(true); // uploaded, not linked to the maps service
  });

  it('maps each place type of the §5 table to its category (chosen one after another, the categories add up)', async () => {
    const { page } = s;
    await openCreate(page);
    const table: [string, string, string[]][] = [
      ['hotel atlantico', 'Hotel Atlántico', ['Alojamiento']],
      ['museu', 'Museu da Cidade', ['Museo']],
      ['moderno', 'Café Moderno', ['Café / Bar']],
      ['farmacia', 'Farmacia Central', ['Servicios', 'Tienda']],
      ['palmeiras', 'Parque das Palmeiras', ['Parque urbano / rural']],
      ['marineda', 'Centro comercial Marineda', ['Centro comercial']],
      ['colexio', 'Colexio Eusebio da Guarda', ['Estudios']],
      ['aquapark', 'Aquapark de Cerceda', ['Parque de ocio y atracciones']],
      ['hospital', 'Hospital Universitario', []], // hospital / doctor → Servicios, already chosen
      ['fogar', 'Restaurante O Fogar', ['Restaurante']], // restaurant, bar → Café / Bar already chosen
    ];
    const expected: string[] = [];
    for (const [text, option, added] of table) {
      await searchAndChoose(page, text, option);
      await expect.poll(() => field(page, /^Nombre/).inputValue()).toBe(option);
      expected.push(...added);
      await expect.poll(() => chips(page, /^Categorías/).allTextContents(), { message: option }).toEqual(expected);
    }
    // The last choice's country and time zone; the museum's were Portugal's, the park's the Canaries'.
    await searchAndChoose(page, 'museu', 'Museu da Cidade');
    await expect.poll(() => field(page, /^Zona horaria/).inputValue()).toBe('Europe/Lisbon');
    expect(await page.getByRole('combobox', { name: /^País/ }).textContent()).toContain('Portugal');
    await searchAndChoose(page, 'palmeiras', 'Parque das Palmeiras');
    await expect.poll(() => field(page, /^Zona horaria/).inputValue()).toBe('Atlantic/Canary');
    await page
      .getByRole('button', { name: /Horario/ })
      .first()
      .click();
    await onStep(page, 4);
    expect(await page.getByRole('checkbox', { name: 'Siempre abierto' }).isChecked()).toBe(true);
  });

  it('an unreachable maps service is said once; the fields stay editable and nothing else changes', async () => {
    const { page } = s;
    await openCreate(page);
    // The page's clock: time flows as usual, and runFor() jumps ahead, firing what was due.
    await page.clock.install();
    await searchBox(page).click();
    await searchBox(page).pressSequentially('sin conexión');
    const message = page.getByText('La búsqueda en el mapa no está disponible en este momento: puede rellenar los campos a mano.');
    await message.waitFor();
    await searchBox(page).pressSequentially(' otra vez');
    await page.clock.runFor(1_000); // any search the typing starts (300 ms after the last key) has run
    await nextFrames(page);
    expect(await message.count()).toBe(1);
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
    await field(page, /^Nombre/).fill('A mano');
    expect(await field(page, /^Nombre/).inputValue()).toBe('A mano');
    expect(await field(page, /^Dirección/).inputValue()).toBe('');
    expect(await axeProblems(page), 'axe: servicio no disponible').toEqual([]);
  });
});

describe('maps autofill: position and map clicks', () => {
  it("'Usar posición actual' keeps the browser's position for the session and reverse-geocodes it; a click moves the marker", async () => {
    const session = await openBrowser();
    try {
      const { page, context } = session;
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 42.8806, longitude: -8.5446, accuracy: 25 });
      await logIn(page);
      await openCreate(page);
      await page.getByRole('button', { name: 'Usar posición actual' }).click();
      await expect.poll(() => field(page, /^Dirección/).inputValue()).toBe('Praza do Obradoiro, 1');
      expect(await field(page, /^Ciudad/).inputValue()).toBe('Santiago de Compostela');
      expect(await field(page, /^Zona horaria/).inputValue()).toBe('Europe/Madrid');
      expect(await field(page, /^Nombre/).inputValue()).toBe(''); // an address has no name
      expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('position')))!)).toEqual({
        lat: 42.8806,
        lng: -8.5446,
        accuracy: 25,
      });
      const marker = page.getByRole('region', { name: /^Mapa del sitio/ }).locator('.leaflet-marker-icon');
      await marker.waitFor();

      // A click elsewhere on the map moves the marker and looks up what is there.
      await field(page, /^Dirección/).fill('');
      const map = page.locator('.leaflet-container');
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2 + 120, box.y + box.height / 2);
      await expect.poll(() => field(page, /^Dirección/).inputValue()).toBe('Praza do Obradoiro, 1');
      const moved = await marker.boundingBox();
      expect(Math.abs(moved!.x + moved!.width / 2 - (box.x + box.width / 2 + 120))).toBeLessThan(3);
      // The keyboard alone: focus the map, move it with an arrow, Enter puts the marker at its centre.
      await field(page, /^Dirección/).fill('');
      await map.focus();
      await panned(page, () => page.keyboard.press('ArrowLeft'));
      await page.keyboard.press('Enter');
      await expect.poll(() => field(page, /^Dirección/).inputValue()).toBe('Praza do Obradoiro, 1');
      const centred = (await marker.boundingBox())!;
      expect(Math.abs(centred.x + centred.width / 2 - (box.x + box.width / 2))).toBeLessThan(3);
      await snapshot(page, 'maps-add-position');
    } finally {
      await session.browser.close();
    }
  });

  it('a refused position is silent: nothing is filled, nothing is said, nothing is kept', async () => {
    const session = await openBrowser();
    try {
      const { page } = session;
      // Marks when the browser's refusal has been handed to the page (after the page's own handler).
      await page.addInitScript(() => {
        const geolocation = navigator.geolocation;
        const ask = geolocation.getCurrentPosition.bind(geolocation);
        geolocation.getCurrentPosition = (found, refused, options) =>
          ask(
            found,
            (error) => {
              refused?.(error);
              document.documentElement.dataset.positionRefused = 'true';
            },
            options,
          );
      });
      await logIn(page); // no geolocation permission granted: the browser refuses
      await openCreate(page);
      await page.getByRole('button', { name: 'Usar posición actual' }).click();
      await page.locator('html[data-position-refused="true"]').waitFor({ state: 'attached' });
      await nextFrames(page);
      expect(await field(page, /^Dirección/).inputValue()).toBe('');
      expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.evaluate(() => sessionStorage.getItem('position'))).toBeNull();
    } finally {
      await session.browser.close();
    }
  });
});

describe('maps autofill: editing a place', () => {
  const s = loggedInBrowser();

  it("'Buscar de nuevo' searches name plus city; each field shows the maps value, a warning where it differs, copied on click; old hours kept", async () => {
    const { page } = s;
    const hours = [{ day: 'Lunes', hours: [{ open: '10:00', close: '14:00' }], all24: false }];
    const idplace = await addPlaceByApi(page, { name: `O Fogar ${STAMP}`, address: 'Rúa Real, 25', city: 'A Coruña', phone: '000', hours });
    await page.goto(`/places/${idplace}`);
    await onStep(page, 1);
    await page.getByRole('button', { name: 'Buscar de nuevo' }).click();
    expect(await searchBox(page).inputValue()).toBe(`O Fogar ${STAMP} A Coruña`);
    // The stamp is not in the fake's data: search the name the service knows.
    await searchAndChoose(page, 'o fogar coruña', 'Restaurante O Fogar');
    await toast(page, 'Ya había horas definidas y se han cambiado').waitFor();

    const suggestion = (label: string) => page.getByRole('button', { name: new RegExp(`^${label}: Mapa:`) });
    await suggestion('Nombre').waitFor();
    expect(await suggestion('Nombre').getAttribute('data-differs')).toBe('true');
    expect(await suggestion('Teléfono').getAttribute('data-differs')).toBe('true');
    expect(await suggestion('Dirección').getAttribute('data-differs')).toBe('false');
    expect(await suggestion('Ciudad').getAttribute('data-differs')).toBe('false');
    expect(await suggestion('Coordenadas \\(lat, lng\\)').textContent()).toContain('(43.37134, -8.39602)');
    // Nothing was overwritten by the search itself.
    expect(await field(page, /^Nombre/).inputValue()).toBe(`O Fogar ${STAMP}`);
    expect(await field(page, /^Teléfono/).inputValue()).toBe('000');
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' }); // a toast fading out is measured at half contrast
    expect(await axeProblems(page), 'axe: sugerencias del mapa').toEqual([]);
    await snapshot(page, 'maps-edit-suggestions');

    await suggestion('Teléfono').click();
    expect(await field(page, /^Teléfono/).inputValue()).toBe('981 22 33 44');
    expect(await suggestion('Teléfono').getAttribute('data-differs')).toBe('false');
    await suggestion('Coordenadas \\(lat, lng\\)').click();
    expect(await field(page, /^Coordenadas/).inputValue()).toBe('(43.37134, -8.39602)');

    await next(page);
    await onStep(page, 2);
    // Maps photos join the gallery unchosen when editing.
    const kept = page.getByRole('checkbox', { name: /^Guardar la foto/ });
    await expect.poll(() => kept.count()).toBe(6);
    expect(await Promise.all((await kept.all()).map((box) => box.isChecked()))).toEqual([false, false, false, false, false, false]);
    await next(page);
    await onStep(page, 3);
    await next(page);
    await onStep(page, 4);
    expect(await osmHours(page).inputValue()).toBe('Mo 10:00-14:00; Tu-Su off');
    await page.getByText('Horario según el mapa:').waitFor();
    await page.getByRole('button', { name: 'Usar el horario del mapa' }).click();
    expect(await osmHours(page).inputValue()).toBe('Mo-Sa 13:00-16:00,20:00-23:30; Su off');
    await snapshot(page, 'maps-edit-hours');
    await next(page);
    await onStep(page, 5);
    await button(page, 'Guardar').click();
    await page.waitForURL((url) => url.pathname === '/places');
    const place = await readPlace(page, idplace);
    expect([place.phone, place.lat, place.lng, place.name]).toEqual(['981 22 33 44', 43.37134, -8.39602, `O Fogar ${STAMP}`]);
    expect((place.hours as { day: string; hours: unknown[] }[]).filter((d) => d.hours.length).map((d) => d.day)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
    ]);
    expect(await photoRows(page, idplace)).toEqual([]); // no maps photo was chosen
  });
});

describe('maps autofill: quick add', () => {
  const s = loggedInBrowser();

  it('the same map and search fill the visible and the hidden fields; the place is saved with them', async () => {
    const { page } = s;
    await page.goto('/places/quick');
    await searchAndChoose(page, 'palmeiras', 'Parque das Palmeiras');
    await expect.poll(() => field(page, /^Nombre/).inputValue()).toBe('Parque das Palmeiras');
    expect(await field(page, /^Ciudad/).inputValue()).toBe('Las Palmas de Gran Canaria');
    const name = `Parque das Palmeiras ${STAMP}`;
    await field(page, /^Nombre/).fill(name);
    await button(page, 'Guardar').click();
    await toast(page, 'Datos añadidos correctamente').waitFor();
    const idplace = (await placeNamed(page, name))!;
    const place = await readPlace(page, idplace);
    expect([place.country, place.zipcode, place.timezone, place.plus_code, place.published]).toEqual([
      'ES',
      '35003',
      'Atlantic/Canary',
      '7CQVHHP2+XX',
      0,
    ]);
    expect(place.hours).toEqual([{ alwaysOpen: true }]);
    await expect.poll(async () => (await photoRows(page, idplace)).map((p) => p.attrib)).toEqual(['Carmen Suárez / Google Maps']);
  });
});
