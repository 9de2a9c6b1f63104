/**
 * Staff roles in Chromium against the real API (issue 19): an administrator creates an editor on
 * the users screen («Añadir personal»); the editor logs in and sees no users, configuration,
 * reference lists or panel activity in the menu, the deep links /users and /config show the Spanish
 * refusal, the API answers the editor's own token FORBIDDEN for allUsers, and a place still opens and
 * saves; then the administrator disables the account («Rol y acceso») and the editor's next request
 * ends on the login screen. An administrator demoted while signed in gets an editor's panel at the
 * first request the API refuses; an editor promoted, at the first screen opened once a minute has
 * passed (one `me`). The editor's reviews filtered by a user show a chip that removes the filter.
 * axe finds no serious violation on the new screens.
 */
import type { Page } from 'playwright-core';
import { FORBIDDEN_MESSAGE } from '../../domain';
import { blockBrowser, loggedInBrowser, snapshot, transitionsDone, waitShowing } from './browser';
import { addPlaceByApi, button, saveCityChange, toast } from './placeEditorScreens';
import { axeProblems, closePhoneMenu } from './screenChecks';

const STAMP = Date.now().toString(36);
const EDITOR = { email: `editora-${STAMP}@example.com`, name: `Editora ${STAMP}`, password: 'clave-de-editora-1' };

/** Entries the editor must not see (administrators' screens). */
const ADMIN_ONLY = ['Usuarios', 'Configuración', 'Categorías', 'Equipamiento', 'Servicios', 'Alergias', 'Actividad del panel'];

const menuLabels = (page: Page) => page.getByRole('menuitem').allInnerTexts();

/** A GraphQL answer with its errors (the api() helper throws on them), with the page's session. */
async function rawGraphQL(page: Page, query: string) {
  return page.evaluate(async (q) => {
    const token = JSON.parse(localStorage.getItem('currentUser') ?? '{}').token;
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: q }),
    });
    return (await response.json()) as { data: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  }, query);
}

/** A staff account added by the administrator's page through the API: its sign-in and its iduser. */
async function addStaffThroughApi(adminPage: Page, label: string, role: 'administrador' | 'editor') {
  const who = { email: `${label.toLowerCase()}-${STAMP}@example.com`, password: `clave-de-${label.toLowerCase()}-1` };
  const created = await rawGraphQL(
    adminPage,
    `mutation { addStaff(email: "${who.email}", name: "${label} ${STAMP}", password: "${who.password}", role: "${role}") { iduser } }`,
  );
  return { ...who, iduser: (created.data as { addStaff: { iduser: number } }).addStaff.iduser };
}

/** What an editor's menu holds: content and the share screen. */
const EDITOR_MENU = ['Inicio', 'Sitios', 'Reseñas', 'Sugerencias', 'Eventos', 'Cadenas', 'CMS', 'Compartir sitio'];

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel(/^Contraseña/).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
}

describe('staff roles', () => {
  const admin = loggedInBrowser();
  const editor = blockBrowser();

  it('an administrator creates an editor through «Añadir personal»', async () => {
    const { page } = admin;
    await page.goto('/users');
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    await page.getByRole('link', { name: 'Añadir personal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Añadir personal' }).waitFor();
    await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(EDITOR.email);
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(EDITOR.name);
    await page.getByLabel(/^Contraseña inicial/).fill(EDITOR.password);
    await page.getByRole('combobox', { name: /^Rol/ }).getByText('Editor').waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'roles-add-staff');
    await button(page, 'Guardar').click();
    await toast(page, 'Cuenta creada correctamente').waitFor();
    await page.waitForURL((url) => url.pathname === '/users' && url.search.includes('staff'));
    await page.getByRole('checkbox', { name: 'Solo personal' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Solo personal' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Buscar' }).fill(EDITOR.email);
    const results = page.getByRole('region', { name: 'Usuarios' });
    const row = results.locator('tbody tr').filter({ hasText: EDITOR.email });
    await waitShowing(page, row);
    await expect.poll(() => results.locator('tbody tr').count()).toBe(1);
    await row.getByText('Editor', { exact: true }).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'roles-users-list');
  });

  it('an administrator demoted while signed in: the first refused request starts the panel again with an editor’s screens', async () => {
    const { page } = editor;
    const second = await addStaffThroughApi(admin.page, 'Segunda', 'administrador');
    const { iduser } = second;
    await signIn(page, second);
    await expect.poll(() => menuLabels(page)).toContain('Usuarios');
    const demoted = await rawGraphQL(admin.page, `mutation { updStaff(iduser: ${iduser}, role: "editor") { role } }`);
    expect(demoted.errors).toBeUndefined();
    // The menu still shows the role of the login; the users list it opens is refused by the API…
    await page.getByRole('menuitem', { name: 'Usuarios' }).click();
    // …and the panel reads the new role and starts again from Inicio with the editor's menu.
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => menuLabels(page)).toEqual(EDITOR_MENU);
    await page.evaluate(() => localStorage.clear());
  });

  it('the editor: a menu without the administrators’ screens, /users and /config refused, allUsers FORBIDDEN, a place saved', async () => {
    const { page } = editor;
    await signIn(page, EDITOR);
    await page.getByRole('menuitem', { name: 'Sitios' }).waitFor();
    // the menu settles once the role is known: content and the share screen, nothing of the administrators'
    await expect.poll(() => menuLabels(page)).toEqual(EDITOR_MENU);
    for (const label of ADMIN_ONLY) expect(await menuLabels(page)).not.toContain(label);
    // the dashboard shows without the users' cards (nothing refused on the way)
    await page.locator('[data-count="places"]').waitFor();
    expect(await page.locator('[data-count="users"]').count()).toBe(0);

    for (const path of ['/users', '/config']) {
      await page.goto(path);
      await waitShowing(page, page.getByRole('heading', { level: 1, name: 'Acceso denegado' }));
      await page.getByText('Su rol no permite abrir esta página. Pida a un administrador que le dé acceso.').waitFor();
    }
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'roles-access-denied');

    const refused = await rawGraphQL(page, '{ allUsers(items: 1) { iduser } }');
    expect(refused.errors?.[0]).toMatchObject({ message: FORBIDDEN_MESSAGE, extensions: { code: 'FORBIDDEN' } });

    const title = `Sitio de editora ${STAMP}`;
    const id = await addPlaceByApi(page, { name: title, city: 'Lugo' });
    await saveCityChange(page, id, title, 'Ourense');
  });

  it('the editor’s reviews filtered by a user (a link): a chip says so and removes the filter from the keyboard', async () => {
    const { page } = editor;
    const { data } = await rawGraphQL(admin.page, '{ allReviews(items: 1) { iduser } }');
    const [{ iduser }] = (data as { allReviews: { iduser: number }[] }).allReviews;
    await page.goto(`/reviews?${new URLSearchParams({ filter: JSON.stringify({ iduser }) })}`);
    await page.getByRole('heading', { level: 1, name: 'Reseñas' }).waitFor();
    const chip = page.getByRole('button', { name: `Quitar el filtro Usuario n.º ${iduser}` });
    await waitShowing(page, chip);
    expect(await chip.innerText()).toBe(`Usuario n.º ${iduser}`);
    const results = page.getByRole('region', { name: 'Reseñas' });
    await results.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Usuario' }).count()).toBe(0);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await closePhoneMenu(page);
      await transitionsDone(page);
      expect(await axeProblems(page), `${width} px`).toEqual([]);
      await snapshot(page, `roles-editor-reviews-user-chip-${width}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1366, height: 860 });
    await chip.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !JSON.parse(url.searchParams.get('filter') ?? '{}').iduser);
    await chip.waitFor({ state: 'detached' });
    // the focus stays in the filters' row, on the search
    await expect.poll(() => page.getByRole('textbox', { name: 'Buscar' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.goto('/'); // (the next test opens the reviews from the menu)
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
  });

  it('disabled by the administrator, the editor’s next request ends on the login screen', async () => {
    const { page } = admin;
    await page.goto(`/users?${new URLSearchParams({ filter: JSON.stringify({ staff: true, q: EDITOR.email }) })}`);
    const link = page.getByRole('link', { name: `Rol y acceso: ${EDITOR.name}` });
    await waitShowing(page, link);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Rol y acceso' }).waitFor();
    await page.getByText(EDITOR.email).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'roles-staff-edit');
    await page.getByRole('button', { name: 'Desactivar cuenta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`¿Desactivar la cuenta de ${EDITOR.name}?`).waitFor();
    await dialog.getByRole('button', { name: 'Desactivar cuenta' }).click();
    await toast(page, 'Cuenta desactivada').waitFor();
    await page.getByText('Esta cuenta está desactivada: no puede entrar al panel.').waitFor();
    await page.getByRole('button', { name: 'Reactivar cuenta' }).waitFor();

    // the editor's session ended with it: their next request sends them to the login screen
    await editor.page.getByRole('menuitem', { name: 'Reseñas' }).click();
    await editor.page.waitForURL((url) => url.pathname === '/login');
    await editor.page.getByRole('button', { name: 'Entrar' }).waitFor();
  });

  it('an editor promoted while signed in: a screen opened once a minute has passed brings the administrators’ menu, no refusal needed', async () => {
    const { page } = editor;
    const third = await addStaffThroughApi(admin.page, 'Tercera', 'editor');
    const { iduser } = third;
    // (the page was left on /login by the previous test, whose logout remembered /reviews for after the
    // next login in the history entry's state: a fresh entry forgets it)
    await page.goto('about:blank');
    await signIn(page, third);
    await expect.poll(() => menuLabels(page)).toEqual(EDITOR_MENU);
    const promoted = await rawGraphQL(admin.page, `mutation { updStaff(iduser: ${iduser}, role: "administrador") { role } }`);
    expect(promoted.errors).toBeUndefined();
    const asked = { me: 0 };
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /\bme\s*\{/.test(request.postData() ?? '')) asked.me += 1;
    });
    // within the minute of the login nothing is asked: the editor's menu stays
    await page.getByRole('menuitem', { name: 'Reseñas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reseñas' }).waitFor();
    expect(asked.me).toBe(0);
    expect(await menuLabels(page)).toEqual(EDITOR_MENU);
    // (the minute passes: the panel's clock of its last question, moved back)
    await page.evaluate(() => {
      const check = JSON.parse(localStorage.getItem('roleCheckedAt') ?? '{}');
      localStorage.setItem('roleCheckedAt', JSON.stringify({ ...check, at: Date.now() - 61_000 }));
    });
    await page.getByRole('menuitem', { name: 'Sugerencias' }).click();
    await expect.poll(() => menuLabels(page)).toContain('Usuarios');
    await page.getByRole('heading', { level: 1, name: 'Sugerencias' }).waitFor(); // the screen stayed
    // Inicio gains the users' cards; more screens within the minute ask nothing more
    await page.getByRole('menuitem', { name: 'Inicio' }).click();
    await page.locator('[data-count="users"]').waitFor();
    await page.getByRole('menuitem', { name: 'Usuarios' }).click();
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    expect(asked.me).toBe(1);
    expect(await axeProblems(page)).toEqual([]);
    await snapshot(page, 'roles-promoted-editor-users', { fullPage: false });
  });
});
