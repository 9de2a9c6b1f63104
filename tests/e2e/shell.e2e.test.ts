/** The panel shell in a real browser: login, guard, menu, routes, reload, logout — all in Spanish. */
import { inject } from 'vitest';
import { blockBrowser, snapshot, loggedInBrowser, transitionsDone, type BrowserSession } from './browser';
import { MENU_LABELS } from '../fixtures/menu';

/** English words react-admin shows when a translation is missing. */
const ENGLISH = /\b(Dashboard|Refresh|Loading|Sign in|Username|Password|Open menu|Close menu|Profile|Settings|Search|Not Found|Welcome)\b/;

describe('panel shell', () => {
  const s = blockBrowser();

  it('sends a visitor without a session from any screen to the login page', async () => {
    for (const path of ['/', '/main', '/places', '/dashboard/categories', '/no/such/page']) {
      await s.page.goto(path);
      await s.page.waitForURL(/\/login$/);
    }
    await expectSpanish(s);
  });

  it('shows "Datos incorrectos" under the form on a wrong password, and stays on login', async () => {
    await s.page.goto('/login');
    await s.page.getByLabel('Correo electrónico').fill(inject('adminEmail'));
    await s.page.getByLabel(/^Contraseña/).fill('not-the-password');
    await s.page.getByRole('button', { name: 'Entrar' }).click();
    await s.page.getByText('Datos incorrectos').waitFor();
    expect(s.page.url()).toMatch(/\/login$/);
    // the focus is back on the password, selected: typing replaces it
    await expect(s.page.evaluate(() => document.activeElement?.id)).resolves.toBe('login-password');
    await s.page.keyboard.type('x');
    await expect(s.page.getByLabel(/^Contraseña/).inputValue()).resolves.toBe('x');
    await expect(s.page.getByRole('button', { name: 'Entrar' }).isEnabled()).resolves.toBe(true);
    await snapshot(s.page, 'login-wrong-password');
  });

  it('logs in with Enter, lands on Inicio and shows the 15 menu entries in order', async () => {
    await s.page.goto('/login');
    await s.page.getByLabel('Correo electrónico').fill(inject('adminEmail'));
    await s.page.getByLabel(/^Contraseña/).fill(inject('adminPassword'));
    await s.page.getByLabel(/^Contraseña/).press('Enter');
    await s.page.waitForURL((url) => url.pathname === '/');
    const menu = s.page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
    await menu.getByText('Configuración').waitFor();
    const labels = await menu.locator('a[role="menuitem"], a.MuiMenuItem-root').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(MENU_LABELS);
    await expectSpanish(s);
    await snapshot(s.page, 'main');
  });

  it('keeps the session on reload and skips the login page when already in', async () => {
    await s.page.reload();
    await s.page.waitForURL((url) => url.pathname === '/');
    await s.page.getByRole('heading', { name: 'Inicio' }).first().waitFor();
    await s.page.goto('/login');
    await s.page.waitForURL((url) => url.pathname === '/');
  });

  it('resolves every route of the spec, legacy dashboard/ paths included', async () => {
    const routes: [string, string][] = [
      ['/dashboard', 'Inicio'],
      ['/dashboard/main', 'Inicio'],
      ['/dashboard/places', 'Sitios'],
      ['/dashboard/addplaces', 'Añadir sitio'],
      ['/dashboard/editplaces/1', 'Paso 1 de 5: Datos'], // the editor, titled with the place's name
      ['/placesmap', 'Mapa de sitios'],
      ['/dashboard/editsuggestion/3', 'Editar sugerencia'],
      ['/dashboard/usersactivity/2', 'Actividad del usuario'],
      ['/dashboard/editevents/1', 'Editar evento'],
      ['/dashboard/addcms', 'Añadir página CMS'],
      ['/dashboard/editchains/1', 'Editar cadena'],
      ['/share', 'Compartir sitio'],
      ['/config', 'Configuración'],
      ['/esto/no/existe', 'Inicio'],
    ];
    for (const [path, title] of routes) {
      await s.page.goto(path);
      await s.page.getByRole('heading', { name: title, exact: true }).first().waitFor();
    }
    await s.page.goto('/dashboard/places');
    await s.page.waitForURL(/\/places$/);
  });

  it('links the header to the public website in a new tab', async () => {
    await s.page.goto('/');
    const link = s.page.locator(`a[href^="${inject('publicSiteUrl')}"]`).first();
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
  });

  it('logs out from the user menu: the session is gone and the guard applies again', async () => {
    await s.page.goto('/');
    await s.page
      .getByRole('button', { name: /, menú de usuario$/ })
      .first()
      .click();
    await s.page.getByRole('menuitem', { name: 'Editar' }).waitFor();
    await s.page.getByRole('menuitem', { name: 'Logout' }).click();
    await s.page.waitForURL(/\/login$/);
    expect(await s.page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await s.page.goto('/places');
    await s.page.waitForURL(/\/login$/);
  });
});

describe('panel shell on a phone', () => {
  const s = loggedInBrowser({ width: 390, height: 844 });

  it('opens the menu with the burger and closes it when an entry is chosen', async () => {
    const entry = s.page.getByRole('menuitem', { name: 'Categorías' });
    await expect(entry.isVisible()).resolves.toBe(false);
    await s.page.getByRole('button', { name: /menú/i }).first().click();
    await entry.waitFor({ state: 'visible' });
    await transitionsDone(s.page); // the drawer has finished sliding in before the screenshot
    await snapshot(s.page, 'phone-menu-open');
    await entry.click();
    await s.page.waitForURL(/\/categories$/);
    await entry.waitFor({ state: 'hidden' });
    await s.page.getByRole('heading', { name: 'Categorías' }).first().waitFor();
  });
});

describe('panel shell: a desktop window narrowed to a phone', () => {
  const s = loggedInBrowser({ width: 1366, height: 860 });

  it('with the menu open, the page stays readable (nothing aria-hidden) and the burger opens the menu', async () => {
    await s.page.goto('/places');
    await s.page.getByRole('heading', { name: 'Sitios', level: 1 }).waitFor();
    await s.page.getByRole('menuitem', { name: 'Categorías' }).waitFor(); // the side menu is open
    await s.page.setViewportSize({ width: 390, height: 844 });
    const heading = s.page.getByRole('heading', { name: 'Sitios', level: 1 });
    await heading.waitFor();
    expect(await s.page.locator('#root').getAttribute('aria-hidden')).toBeNull();
    const entry = s.page.getByRole('menuitem', { name: 'Categorías' });
    await s.page.getByRole('button', { name: /menú/i }).first().click();
    await entry.waitFor({ state: 'visible' });
    await entry.click();
    await s.page.waitForURL(/\/categories$/);
    await s.page.getByRole('heading', { name: 'Categorías', level: 1 }).waitFor();
  });
});

/**
 * The side menu's width in the frames after a click on the burger (a desktop window): one value per
 * frame, from the click to a second later (MUI's slide takes a quarter of that).
 */
async function sidebarWidthsAfterToggle(s: BrowserSession): Promise<number[]> {
  await s.page.goto('/');
  await s.page.getByRole('heading', { name: 'Inicio' }).first().waitFor();
  await transitionsDone(s.page);
  return s.page.evaluate(async () => {
    const sidebar = document.querySelector('.RaSidebar-fixed')!;
    const burger = [...document.querySelectorAll('button')].find((b) =>
      /abrir menú|cerrar menú/i.test(b.getAttribute('aria-label') ?? ''),
    )!;
    const widths = [Math.round(sidebar.getBoundingClientRect().width)];
    burger.click();
    const end = performance.now() + 1000;
    while (performance.now() < end) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      widths.push(Math.round(sidebar.getBoundingClientRect().width));
    }
    return widths;
  });
}

describe('motion, as the system asks for it', () => {
  const moving = blockBrowser({ logIn: true, motion: true });
  const still = loggedInBrowser();

  it('the side menu slides between its widths by default, and jumps straight to its new width when less motion is asked for', async () => {
    const slid = await sidebarWidthsAfterToggle(moving);
    const jumped = await sidebarWidthsAfterToggle(still);
    // 240 px open and 50 px closed (react-admin's sidebar); with motion, frames in between.
    expect([slid[0], slid.at(-1)].sort()).toEqual([240, 50].sort());
    expect(slid.some((w) => w > 50 && w < 240)).toBe(true);
    expect([jumped[0], jumped.at(-1)].sort()).toEqual([240, 50].sort());
    expect(jumped.filter((w) => w > 50 && w < 240)).toEqual([]);
  });
});

async function expectSpanish(s: BrowserSession): Promise<void> {
  const text = await s.page.locator('body').innerText();
  expect(text).not.toMatch(ENGLISH);
  const labels = await s.page
    .locator('[aria-label], [title], [placeholder]')
    .evaluateAll((nodes) =>
      nodes.map((n) => [n.getAttribute('aria-label'), n.getAttribute('title'), n.getAttribute('placeholder')].filter(Boolean).join(' ')),
    );
  expect(labels.join(' | ')).not.toMatch(ENGLISH);
}
