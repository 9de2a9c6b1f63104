/** The shell (part 1 §2 "Dashboard shell"): side menu, public-site link, user menu, logout, burger. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, fakeGraphQL, storeSession, storedSession } from './support/fakeApi';
import { renderApp, viewportWidth } from './support/renderApp';
import englishMessages from 'ra-language-english';
import { MENU, MENU_LABELS } from '../fixtures/menu';

beforeEach(() => storeSession());

/** Opens the user dropdown once the header shows the admin's name (identity comes a tick later). */
async function openUserMenu(user: ReturnType<typeof userEvent.setup>) {
  const button = await waitFor(() => {
    const found = screen.getByRole('button', { name: `${ADMIN.name}, menú de usuario` });
    expect(found).toHaveTextContent(ADMIN.name);
    return found;
  });
  await user.click(button);
  await screen.findByRole('menuitem', { name: 'Logout' });
}

test('the side menu shows the 15 entries in the spec order and each one opens its screen', async () => {
  fakeGraphQL(() => ({ data: null }));
  const user = userEvent.setup();
  const { pathname } = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Inicio' });
  const entries = screen.getAllByRole('menuitem');
  expect(entries.map((entry) => entry.textContent)).toEqual(MENU_LABELS);
  expect(entries.map((entry) => entry.getAttribute('href'))).toEqual(MENU.map(([, path]) => path));

  await user.click(screen.getByRole('menuitem', { name: 'Compartir sitio' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Compartir sitio' })).toBeInTheDocument();
  expect(pathname()).toBe('/share');
});

test('the header links to the public website in a new tab', async () => {
  window.__APP_CONFIG__ = { publicSiteUrl: 'https://sitios.example.org/' };
  fakeGraphQL(() => ({ data: null }));
  renderApp('/');
  const link = await screen.findByRole('link', { name: 'Ver web pública' });
  expect(link).toHaveAttribute('href', 'https://sitios.example.org');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
});

test("the user menu shows the admin's name, 'Editar' opens their activity page", async () => {
  fakeGraphQL(() => ({ data: null }));
  const user = userEvent.setup();
  const { pathname } = renderApp('/');
  await openUserMenu(user);
  const menu = document.getElementById('menu-appbar') as HTMLElement;
  expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  await user.click(within(menu).getByRole('menuitem', { name: 'Editar' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Actividad del usuario' })).toBeInTheDocument();
  expect(pathname()).toBe(`/users/${ADMIN.iduser}/show`);
});

test('Logout revokes the token, clears the session and ends on the login screen', async () => {
  const api = fakeGraphQL(() => ({ data: { logout: true } }));
  const user = userEvent.setup();
  const { pathname } = renderApp('/places');
  await openUserMenu(user);
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

  expect(await screen.findByLabelText(/Correo electrónico/)).toBeInTheDocument();
  expect(pathname()).toBe('/login');
  expect(storedSession()).toBeNull();
  const mutations = api.calls.filter((call) => call.query.startsWith('mutation')); // /places also reads its list
  expect(mutations.map((call) => [call.query.replace(/\s+/g, ' '), call.token])).toEqual([['mutation { logout }', ADMIN.token]]);
});

test('on a phone the burger opens the menu and choosing an entry closes it', async () => {
  viewportWidth(400);
  fakeGraphQL(() => ({ data: null }));
  const user = userEvent.setup();
  const { pathname } = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Inicio' });
  expect(screen.queryByRole('menuitem', { name: 'Sitios' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sitios' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Sitios' })).toBeInTheDocument();
  expect(pathname()).toBe('/places');
  await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Sitios' })).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
});

test('the shell shows no react-admin English: texts, aria-labels and tooltips are Spanish', async () => {
  fakeGraphQL(() => ({ data: null }));
  const user = userEvent.setup();
  renderApp('/');
  await openUserMenu(user);
  const english = new Set<string>();
  const collect = (tree: object) => Object.values(tree).forEach((v) => (typeof v === 'string' ? english.add(v) : collect(v)));
  collect(englishMessages);
  english.delete('No');
  english.delete('Logout'); // the spec's wording

  const shown = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = element.getAttribute(attribute);
      if (value) shown.add(value.trim());
    }
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) shown.add(node.textContent.trim());
    }
  }
  expect([...shown].filter((text) => english.has(text))).toEqual([]);
  // and react-admin's own labels did come out, in Spanish
  for (const label of ['Cerrar menú', 'Recargar', 'Saltar al contenido', `${ADMIN.name}, menú de usuario`]) expect(shown).toContain(label);
});
