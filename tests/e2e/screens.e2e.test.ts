/**
 * Every built screen, as a person meets it: axe-core finds no serious or critical violation, and
 * nothing scrolls sideways at 390, 768, 1024 or 1366 px, with the side menu open or closed.
 * A screenshot of each at 1366 and 390 px goes to tests/e2e/artifacts for a person to look at.
 * Screens still to be built share one placeholder, checked in full once.
 */
import { blockBrowser, loggedInBrowser, snapshot, waitShowing } from './browser';
import { axeProblems, closePhoneMenu, widthProblems } from './screenChecks';
import { MENU } from '../fixtures/menu';

/**
 * Path, and something on it that says the screen has loaded: every menu entry's screen (its heading
 * is the entry's name; a resource added to the menu fixture is checked here too), and the screens
 * reached from them.
 */
const SCREENS: [string, string][] = [
  ...MENU.map(([label, path]): [string, string] => [path, path === '/' ? 'Últimos sitios' : label]),
  ['/places/map', 'Mapa de sitios'],
  ['/places/create', 'Añadir sitio'],
  ['/places/quick', 'Añadir sitio rápido'],
  ['/events/create', 'Añadir evento'],
  ['/cms/create', 'Añadir página CMS'],
  ['/chains/create', 'Añadir cadena'],
];

const name = (path: string) => (path === '/' ? 'inicio' : path.slice(1).replace(/\//g, '-'));

/** What a screen still to be built shows (src/resources/pending.tsx): one component for all of them. */
const PENDING = 'Esta pantalla todavía no está disponible.';

describe('every screen: axe and widths', () => {
  const s = loggedInBrowser();
  const loaded = (text: string) => () => waitShowing(s.page, s.page.getByRole('heading', { name: text }).first());
  let pendingChecked: string | null = null;

  test.each(SCREENS)('%s', async (path, heading) => {
    await s.page.setViewportSize({ width: 1366, height: 860 });
    await s.page.goto(path);
    await loaded(heading)();
    await s.page.waitForLoadState('networkidle');
    // Screens not built yet all show the same placeholder under their own title: the first one is
    // checked in full, the others only for their title and the placeholder. A screen that gets built
    // stops showing it and is checked in full.
    if (await s.page.getByText(PENDING, { exact: true }).isVisible()) {
      if (pendingChecked) {
        console.log(`${path}: la misma pantalla pendiente que ${pendingChecked}, ya comprobada`);
        return;
      }
      pendingChecked = path;
    }
    expect(await axeProblems(s.page), `axe en ${path}`).toEqual([]);
    await snapshot(s.page, `screen-${name(path)}-1366`);
    expect(await widthProblems(s.page), `anchura en ${path}`).toEqual([]);
    await s.page.setViewportSize({ width: 390, height: 844 });
    await closePhoneMenu(s.page);
    await loaded(heading)();
    expect(await axeProblems(s.page), `axe en ${path} (390 px)`).toEqual([]);
    await snapshot(s.page, `screen-${name(path)}-390`);
    await s.page.setViewportSize({ width: 1366, height: 860 });
  });
});

describe('the login screen: axe and widths', () => {
  const s = blockBrowser();

  test('/login', async () => {
    await s.page.goto('/login');
    const ready = () => s.page.getByRole('button', { name: 'Entrar' }).waitFor();
    await ready();
    expect(await axeProblems(s.page)).toEqual([]);
    for (const width of [390, 768, 1024, 1366]) {
      await s.page.setViewportSize({ width, height: 860 });
      await ready();
      const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
