/**
 * The place editor in Chromium, issue 15: the Media step fits a phone (the menu's language tabs
 * scroll), an info ('working') toast and unselected photos pass axe's colour contrast, and quick
 * add checks the address before sending, with the focus on it.
 */
import type { Page } from 'playwright-core';
import { api } from './api';
import { loggedInBrowser, snapshot } from './browser';
import { closePhoneMenu, axeProblems, sidewaysOverflow } from './screenChecks';
import { addPlaceByApi, button, chooseTag, clearCreateDrafts, countPlaces, field, onStep, progress, toast } from './placeEditorScreens';

const STAMP = Date.now().toString(36);

/** A new place's editor with no draft left by an earlier test. */
async function openCreate(page: Page) {
  await page.goto('/places/create');
  await clearCreateDrafts(page);
  await page.goto('/places/create');
  await onStep(page, 1);
}

async function fillStep1(page: Page, name: string) {
  await chooseTag(page, /^Categorías/, 'Museo');
  await field(page, /^Nombre/).fill(name);
  await field(page, /^Dirección/).fill('Rúa do Teléfono 1');
}

describe('on a phone (390 px)', () => {
  const s = loggedInBrowser({ width: 390, height: 844 });

  it('the Media step does not scroll sideways: the Carta tabs scroll within it', async () => {
    await openCreate(s.page);
    await closePhoneMenu(s.page);
    await fillStep1(s.page, `Teléfono ${STAMP}`);
    await button(s.page, 'Siguiente').click();
    await onStep(s.page, 2);
    await s.page.getByRole('tab', { name: 'Portugués' }).waitFor();
    await snapshot(s.page, 'place-editor-media-390');
    expect(await sidewaysOverflow(s.page)).toEqual({ overflow: 0, culprit: null });
    // every language's tab is still reachable
    await s.page.getByRole('tab', { name: 'Portugués' }).click();
    await s.page.getByRole('textbox', { name: 'Carta (Portugués)' }).waitFor();
    // leaving without saving: nothing was typed on this step, the draft goes with Cancelar
    await button(s.page, 'Cancelar').click();
    await s.page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar los cambios' }).click();
    await s.page.waitForURL((url) => url.pathname === '/places');
  });
});

describe('colour contrast', () => {
  const s = loggedInBrowser();

  it("a 'working' toast ('Añadiendo sitio', white on the info blue) passes axe", async () => {
    const name = `Contraste ${STAMP}`;
    await openCreate(s.page);
    await fillStep1(s.page, name);
    await progress(s.page)
      .getByRole('button', { name: /Resumen/ })
      .click();
    await onStep(s.page, 5);
    // the answer to addPlace waits until the toast has been measured
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await s.page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('addPlace')) await held;
      await route.continue();
    });
    await button(s.page, 'Guardar').click();
    await toast(s.page, 'Añadiendo sitio').waitFor();
    const problems = await axeProblems(s.page);
    release();
    await toast(s.page, 'Datos añadidos correctamente').waitFor();
    await s.page.unroute('**/graphql');
    expect(problems).toEqual([]);
  });

  it('photos not kept (edit, step 2) pass axe: their texts keep full contrast', async () => {
    const title = `Fotos atenuadas ${STAMP}`;
    const id = await addPlaceByApi(s.page, {
      name: title,
      photos: [
        { url: 'https://img.example.org/uno.jpg', attrib: 'Uno', cover: true },
        { url: 'https://img.example.org/dos.jpg', attrib: 'Dos' },
        { url: 'https://img.example.org/tres.jpg', attrib: 'Tres' },
      ],
    });
    await s.page.goto(`/places/${id}`);
    await s.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await onStep(s.page, 1);
    await button(s.page, 'Siguiente').click();
    await onStep(s.page, 2);
    await s.page.getByRole('button', { name: 'Deseleccionar todas' }).click();
    await s.page.getByText('Se eliminará al guardar').first().waitFor();
    await s.page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await snapshot(s.page, 'place-edit-photos-not-kept');
    expect(await axeProblems(s.page)).toEqual([]);
    // its photos live on another host: the place must not stay the newest one (security.e2e)
    await api(s.page, 'mutation ($id: Int!) { delPlace(idplace: $id) }', { id });
  });
});

describe('quick add', () => {
  const s = loggedInBrowser();

  it("without an address: 'Debe cubrir campos obligatorios', the address marked and focused, nothing sent", async () => {
    await s.page.goto('/places/quick');
    await field(s.page, /^Nombre/).waitFor();
    const before = await countPlaces(s.page);
    await field(s.page, /^Nombre/).fill(`Sen enderezo ${STAMP}`);
    await chooseTag(s.page, /^Categorías/, 'Museo');
    await button(s.page, 'Guardar').click();
    await toast(s.page, 'Debe cubrir campos obligatorios').waitFor();
    const address = field(s.page, /^Dirección/);
    await expect.poll(() => address.evaluate((el) => el === document.activeElement)).toBe(true);
    const described = await address.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(described).toBe('Debe asignar una dirección');
    expect(await countPlaces(s.page)).toBe(before);
  });
});
