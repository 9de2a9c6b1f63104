/**
 * Staff roles in the panel (issue 19): canAccess (domain/resourceAccess.ts) hides from an editor the
 * menu entries of users, configuration, reference lists and «Actividad del panel», and a deep link
 * to one of those screens shows the Spanish refusal; a session stored before roles asks `me` once;
 * an editor's dashboard does not ask for users, and an editor's reviews list filtered by a user (no
 * picker for them) shows a chip that removes the filter. A promotion shows without a refused request:
 * a screen opened a minute after the last `me` asks it once. For administrators, the users screen's role column,
 * «Solo personal», «Añadir personal» (addStaff) and «Rol y acceso» (updStaff).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, fakeGraphQL, storeSession, storedSession, type GraphQLCall } from './support/fakeApi';
import { ROLE_RECHECK_MS } from '../../src/authProvider';
import { ROLE_CHECK_KEY } from '../../src/session';
import { renderApp } from './support/renderApp';
import { toasts } from './support/referenceScreen';
import { axeProblems } from './support/axe';
import { MENU } from '../fixtures/menu';
import { fakeReviewsApi, listCalls } from './support/fakeReviews';
import userEvent from '@testing-library/user-event';

const EDITOR = { ...ADMIN, iduser: 8, name: 'Eva Editora', email: 'eva@example.org', role: 'editor' as const };

/** What an editor's menu keeps: content and the custom pages, in the admin's order. */
const EDITOR_MENU = MENU.filter(([, path]) =>
  ['/', '/places', '/reviews', '/suggestions', '/events', '/chains', '/cms', '/share'].includes(path),
);

const DASHBOARD = {
  places: 3,
  published: 2,
  drafts: 1,
  closed: 0,
  tempClosed: 0,
  newPlaces: 1,
  reviews: 4,
  newReviews: 2,
  latestPlaces: [],
};

const menuEntries = () => screen.getAllByRole('menuitem').map((entry) => [entry.textContent, entry.getAttribute('href')]);

test("an editor's menu has no users, configuration, reference lists or panel activity, and the dashboard asks no users", async () => {
  const api = fakeGraphQL((call) => (call.query.includes('query dashboard') ? { data: DASHBOARD } : { data: null }));
  storeSession(EDITOR);
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Inicio' });
  await waitFor(() => expect(menuEntries()).toEqual(EDITOR_MENU.map(([label, path]) => [label, path])));
  await waitFor(() => expect(api.calls.some((call) => call.query.includes('query dashboard'))).toBe(true), { timeout: 40_000 });
  const dashboard = api.calls.filter((call) => call.query.includes('query dashboard'));
  expect(dashboard).toHaveLength(1);
  expect(dashboard[0].query).not.toContain('countUsers');
  expect(dashboard[0].query).not.toContain('allUsers');
  await waitFor(() => expect(document.querySelector('[data-count="places"]')).not.toBeNull());
  expect(document.querySelector('[data-count="users"]')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Últimos usuarios' })).not.toBeInTheDocument();
});

test("an administrator's menu keeps every entry", async () => {
  fakeGraphQL(() => ({ data: null }));
  storeSession();
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Inicio' });
  await waitFor(() => expect(menuEntries()).toEqual(MENU.map(([label, path]) => [label, path])));
});

for (const path of ['/users', '/users/9/show', '/users/create', '/config', '/categories', '/history']) {
  test(`an editor's deep link to ${path} shows the Spanish refusal and asks nothing of that screen`, async () => {
    const api = fakeGraphQL(() => ({ data: null }));
    storeSession(EDITOR);
    const { pathname } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeInTheDocument();
    expect(screen.getByText('Su rol no permite abrir esta página. Pida a un administrador que le dé acceso.')).toBeInTheDocument();
    expect(pathname()).toBe('/access-denied');
    expect(api.calls.filter((call) => /allUsers|user\(|allConfig|allCategories|history\(/.test(call.query)).map((c) => c.query)).toEqual(
      [],
    );
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
  });
}

test('the access-denied page passes axe', async () => {
  fakeGraphQL(() => ({ data: null }));
  storeSession(EDITOR);
  renderApp('/users');
  await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' });
  expect(await axeProblems()).toEqual([]);
});

test('an editor still opens the share screen (custom pages stay open)', async () => {
  fakeGraphQL(() => ({ data: null }));
  storeSession(EDITOR);
  const { pathname } = renderApp('/share');
  expect(await screen.findByRole('heading', { level: 1, name: 'Compartir sitio' })).toBeInTheDocument();
  expect(pathname()).toBe('/share');
});

test("an editor's reviews list has no user filter, shows names without links and asks nothing of users", async () => {
  const api = fakeReviewsApi();
  storeSession(EDITOR);
  renderApp('/reviews');
  await screen.findByRole('heading', { level: 1, name: 'Reseñas' });
  await screen.findByText('Camarero maleducado', {}, { timeout: 40_000 });
  const table = screen.getByRole('table');
  expect(within(table).getAllByText('Begoña Iglesias').length).toBeGreaterThan(0);
  expect(within(table).queryByRole('link', { name: 'Begoña Iglesias' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Sitio' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Usuario' })).not.toBeInTheDocument();
  expect(api.calls.filter((call) => call.query.includes('allUsers'))).toEqual([]);
});

const reviewsFilteredBy = (filter: Record<string, unknown>) => `/reviews?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

test("an editor's reviews list filtered by a user in the address shows a chip that removes the filter, from the keyboard", async () => {
  const api = fakeReviewsApi();
  storeSession(EDITOR);
  const { router } = renderApp(reviewsFilteredBy({ iduser: 10 }));
  await screen.findByRole('heading', { level: 1, name: 'Reseñas' });
  await screen.findByText(/Muy buena atención/, {}, { timeout: 40_000 });
  expect(screen.queryByText('Camarero maleducado')).not.toBeInTheDocument();
  const chip = await screen.findByRole('button', { name: 'Quitar el filtro Usuario n.º 10' });
  expect(chip).toHaveTextContent('Usuario n.º 10');
  expect(await axeProblems()).toEqual([]);

  const user = userEvent.setup();
  chip.focus();
  await user.keyboard('{Enter}');
  await screen.findByText('Camarero maleducado');
  expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter')!)).toEqual({});
  expect(screen.queryByRole('button', { name: /Usuario n\.º/ })).not.toBeInTheDocument();
  // the focus stays in the filters' row: on the search, not lost to the page's start
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Buscar' }));
  expect(listCalls(api.calls).at(-1)!.variables).not.toHaveProperty('iduser');
  expect(api.calls.filter((call) => call.query.includes('allUsers'))).toEqual([]);
});

test("an editor's chip goes with its ✕ too, keeping the other filters", async () => {
  fakeReviewsApi();
  storeSession(EDITOR);
  const { router } = renderApp(reviewsFilteredBy({ iduser: 9, published: true }));
  const chip = await screen.findByRole('button', { name: 'Quitar el filtro Usuario n.º 9' }, { timeout: 40_000 });
  fireEvent.click(chip.querySelector('.MuiChip-deleteIcon')!);
  await waitFor(() => expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter')!)).toEqual({ published: true }));
  expect(screen.queryByRole('button', { name: /Usuario n\.º/ })).not.toBeInTheDocument();
});

test('an administrator filtered by a user keeps the picker and gets no chip', async () => {
  fakeReviewsApi();
  storeSession();
  renderApp(reviewsFilteredBy({ iduser: 9 }));
  await screen.findByText('Camarero maleducado', {}, { timeout: 40_000 });
  expect(await screen.findByRole('combobox', { name: 'Usuario' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Usuario n\.º/ })).not.toBeInTheDocument();
});

test("an editor's user menu has no 'Editar' (their activity is a users screen)", async () => {
  fakeGraphQL(() => ({ data: null }));
  storeSession(EDITOR);
  const user = userEvent.setup();
  renderApp('/');
  const button = await screen.findByRole('button', { name: `${EDITOR.name}, menú de usuario` });
  await user.click(button);
  await screen.findByRole('menuitem', { name: 'Logout' });
  expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
});

test('a session stored before roles asks me once and keeps the role it answers', async () => {
  const api = fakeGraphQL((call) => (call.query.includes('me {') ? { data: { me: { role: 'editor' } } } : { data: null }));
  const { role: _, ...old } = EDITOR;
  storeSession(old);
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Inicio' });
  await waitFor(() => expect(menuEntries()).toEqual(EDITOR_MENU.map(([label, path]) => [label, path])));
  expect(api.calls.filter((call) => call.query.includes('me {'))).toHaveLength(1);
  expect(storedSession()?.role).toBe('editor');
});

/** When the panel last asked `me` for the stored session's role (src/session.ts, authProvider's recheckRole). */
const roleCheckedAgo = (ms: number, token = EDITOR.token) =>
  localStorage.setItem(ROLE_CHECK_KEY, JSON.stringify({ token, at: Date.now() - ms }));
const meCalls = (calls: GraphQLCall[]) => calls.filter((call) => call.query.includes('me {'));

const promotedApi = () => fakeReviewsApi((call) => (call.query.includes('me {') ? { data: { me: { role: 'administrador' } } } : undefined));

/**
 * An editor whom the API now calls administrador, on the reviews list, the role last asked
 * `agoMs` before (by `token` when given: another session's clock); answers the fake API once its rows show.
 */
async function promotedEditorOnReviews(agoMs: number, token?: string) {
  const api = promotedApi();
  storeSession(EDITOR);
  roleCheckedAgo(agoMs, token);
  renderApp('/reviews');
  await screen.findByText('Camarero maleducado', {}, { timeout: 40_000 });
  return api;
}

test('an editor promoted while signed in: the first screen opened a minute after the last me asks it once, and the menu and the screen follow in place', async () => {
  const api = await promotedEditorOnReviews(ROLE_RECHECK_MS - 30_000);
  await waitFor(() => expect(menuEntries()).toEqual(EDITOR_MENU.map(([label, path]) => [label, path])));
  expect(meCalls(api.calls)).toEqual([]);
  // (the minute passes)
  roleCheckedAgo(ROLE_RECHECK_MS + 1000);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Sugerencias' }));
  await screen.findByRole('heading', { level: 1, name: 'Sugerencias' });
  await waitFor(() => expect(menuEntries()).toEqual(MENU.map(([label, path]) => [label, path])));
  expect(storedSession()?.role).toBe('administrador');
  expect(meCalls(api.calls)).toHaveLength(1);
  // back on the reviews, the user picker; more screens within the minute ask nothing more
  fireEvent.click(screen.getByRole('menuitem', { name: 'Reseñas' }));
  expect(await screen.findByRole('combobox', { name: 'Usuario' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('menuitem', { name: 'Usuarios' }));
  await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
  expect(meCalls(api.calls)).toHaveLength(1);
});

test('a page loaded a minute after the last me asks it once, even if the answer comes before the layout', async () => {
  const api = await promotedEditorOnReviews(ROLE_RECHECK_MS + 1000);
  await waitFor(() => expect(menuEntries()).toEqual(MENU.map(([label, path]) => [label, path])));
  expect(await screen.findByRole('combobox', { name: 'Usuario' })).toBeInTheDocument();
  expect(meCalls(api.calls)).toHaveLength(1);
});

test('the tab coming back into view a minute later asks me too (react-query checks the session again)', async () => {
  const api = await promotedEditorOnReviews(0);
  expect(meCalls(api.calls)).toEqual([]);
  roleCheckedAgo(ROLE_RECHECK_MS + 1000);
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); // (a browser's: bubbles to window, where react-query listens)
  await waitFor(() => expect(menuEntries()).toEqual(MENU.map(([label, path]) => [label, path])));
  expect(meCalls(api.calls)).toHaveLength(1);
});

test('within a minute of the last answer (or of the login), moving between screens asks no me', async () => {
  const api = await promotedEditorOnReviews(ROLE_RECHECK_MS - 20_000);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Sugerencias' }));
  await screen.findByRole('heading', { level: 1, name: 'Sugerencias' });
  fireEvent.click(screen.getByRole('menuitem', { name: 'Reseñas' }));
  await screen.findByText('Camarero maleducado');
  expect(meCalls(api.calls)).toEqual([]);
  expect(menuEntries()).toEqual(EDITOR_MENU.map(([label, path]) => [label, path]));
  expect(storedSession()?.role).toBe('editor');
});

test("a session's first check only starts its clock: the role of a login is fresh", async () => {
  const api = await promotedEditorOnReviews(ROLE_RECHECK_MS * 10, 'the-token-of-an-older-session');
  expect(meCalls(api.calls)).toEqual([]);
  expect(JSON.parse(localStorage.getItem(ROLE_CHECK_KEY)!)).toMatchObject({ token: EDITOR.token });
});

const USERS = [
  {
    iduser: 12,
    name: 'Eva Editora',
    email: 'eva@example.org',
    avatar: null,
    registration_date: '2026-11-20T10:00:00.000Z',
    last_connection: null,
    has_facebookid: false,
    has_googleid: false,
    has_password: true,
    newsletter: false,
    role: 'editor',
    disabled: true,
  },
  {
    iduser: 10,
    name: 'Xoán Pérez',
    email: 'xoan@correo.gal',
    avatar: null,
    registration_date: '2026-11-18T09:00:00.000Z',
    last_connection: null,
    has_facebookid: false,
    has_googleid: false,
    has_password: true,
    newsletter: false,
    role: null,
    disabled: false,
  },
];

const ACTIVITY = {
  ...USERS[0],
  disabled: false,
  counts: { places: 0, servicevotes: 0, reviews: 0, photos: 0, suggestions: 0 },
  places: [],
  servicevotes: [],
  reviews: [],
  suggestions: [],
};

function fakeStaffApi(onMutation: (call: GraphQLCall) => unknown = (call) => ({ data: { r0: { ...ACTIVITY, ...call.variables } } })) {
  return fakeGraphQL((call) => {
    if (call.query.startsWith('mutation')) return onMutation(call);
    if (call.query.includes('allUsers')) return { data: { data: USERS, total: USERS.length } };
    if (call.query.includes('user(')) return { data: { data: ACTIVITY } };
    return { data: null };
  });
}

const input = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

test('the users list shows the role and the disabled marker, filters staff only, and links a staff row to «Rol y acceso»', async () => {
  const api = fakeStaffApi();
  storeSession();
  renderApp('/users');
  await screen.findByText('eva@example.org', {}, { timeout: 40_000 });
  const table = screen.getByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Rol' })).toBeInTheDocument();
  const eva = within(table).getByText('eva@example.org').closest('tr')!;
  expect(within(eva).getByText('Editor')).toBeInTheDocument();
  expect(within(eva).getByText('Desactivada')).toBeInTheDocument();
  expect(within(eva).getByRole('link', { name: 'Rol y acceso: Eva Editora' })).toHaveAttribute('href', '/users/12');
  const xoan = within(table).getByText('xoan@correo.gal').closest('tr')!;
  expect(within(xoan).queryByRole('link', { name: /Rol y acceso/ })).not.toBeInTheDocument();
  expect(within(xoan).queryByText('Editor')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Añadir personal' })).toHaveAttribute('href', '/users/create');

  fireEvent.click(screen.getByRole('checkbox', { name: 'Solo personal' }));
  await waitFor(() => expect(api.calls.filter((call) => call.query.includes('allUsers')).at(-1)!.variables).toMatchObject({ staff: true }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Solo personal' }));
  await waitFor(() => expect(api.calls.filter((call) => call.query.includes('allUsers')).at(-1)!.variables).not.toHaveProperty('staff'));
  expect(await axeProblems()).toEqual([]);
});

/** Fills «Añadir personal» (the role stays Editor, its default). */
async function fillStaffForm(email: string) {
  const field = await screen.findByRole('textbox', { name: /Correo electrónico/ }, { timeout: 40_000 });
  fireEvent.change(field, { target: { value: email } });
  fireEvent.change(input(/^Nombre/), { target: { value: 'Nueva Editora' } });
  fireEvent.change(screen.getByLabelText(/Contraseña inicial/), { target: { value: 'una-clave-larga' } });
  expect(screen.getByRole('combobox', { name: /Rol/ })).toHaveTextContent('Editor');
}

test('«Añadir personal» sends addStaff with the form, says so and goes back to the staff list', async () => {
  const api = fakeStaffApi((call) => ({
    data: { r0: { ...USERS[0], iduser: 30, email: call.variables.email, name: call.variables.name, disabled: false } },
  }));
  storeSession();
  const { router } = renderApp('/users/create');
  await screen.findByRole('heading', { level: 1, name: 'Añadir personal' });
  await fillStaffForm('  nueva@example.org ');
  expect(await axeProblems()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter')!)).toEqual({ staff: true });
  const sent = api.calls.filter((call) => call.query.includes('addStaff'));
  expect(sent).toHaveLength(1);
  expect(sent[0].variables).toEqual({ email: 'nueva@example.org', name: 'Nueva Editora', password: 'una-clave-larga', role: 'editor' });
  await waitFor(() => expect(toasts()).toContain('Cuenta creada correctamente'));
  // The filter's input reads the address: «Solo personal» shows ticked.
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Solo personal' })).toBeChecked());
});

test('an e-mail already taken (CONFLICT on email) shows under the e-mail and the form keeps what was typed', async () => {
  fakeStaffApi(() => ({
    data: null,
    errors: [{ message: 'Ya existe un usuario con ese correo electrónico', extensions: { code: 'CONFLICT', field: 'email' } }],
  }));
  storeSession();
  const { pathname } = renderApp('/users/create');
  await fillStaffForm('eva@example.org');
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Ya existe un usuario con ese correo electrónico')).toBeInTheDocument();
  await waitFor(() => expect(toasts()).toContain('Error al crear la cuenta'));
  expect(input(/^Nombre/).value).toBe('Nueva Editora');
  expect(pathname()).toBe('/users/create');
});

test('a short password is refused before any request', async () => {
  const api = fakeStaffApi();
  storeSession();
  renderApp('/users/create');
  const email = await screen.findByRole('textbox', { name: /Correo electrónico/ }, { timeout: 40_000 });
  fireEvent.change(email, { target: { value: 'nueva@example.org' } });
  fireEvent.change(input(/^Nombre/), { target: { value: 'Nueva' } });
  fireEvent.change(screen.getByLabelText(/Contraseña inicial/), { target: { value: 'corta' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText(/al menos 8 caracteres/i)).toBeInTheDocument();
  expect(api.calls.filter((call) => call.query.includes('addStaff'))).toHaveLength(0);
});

test('«Rol y acceso» sends updStaff with the new role only, and «Desactivar cuenta» asks first, then sends disabled alone', async () => {
  const api = fakeStaffApi();
  storeSession();
  renderApp('/users/12');
  await screen.findByRole('heading', { level: 1, name: 'Rol y acceso' });
  await screen.findByText('eva@example.org', {}, { timeout: 40_000 });
  const role = screen.getByRole('combobox', { name: /Rol/ });
  expect(role).toHaveTextContent('Editor');
  expect(await axeProblems()).toEqual([]);
  fireEvent.mouseDown(role);
  fireEvent.click(await screen.findByRole('option', { name: 'Administrador' }));
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(api.calls.some((call) => call.query.includes('updStaff'))).toBe(true));
  const save = api.calls.find((call) => call.query.includes('updStaff'))!;
  expect(save.query).toMatch(/r0: updStaff\(iduser: \$id0, role: \$role, disabled: \$disabled\) \{/);
  expect(save.variables).toEqual({ id0: 12, role: 'administrador' });
  await waitFor(() => expect(toasts()).toContain('Rol guardado correctamente'));

  fireEvent.click(screen.getByRole('button', { name: 'Desactivar cuenta' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('¿Desactivar la cuenta de Eva Editora?');
  expect(dialog).toHaveTextContent('sus sesiones abiertas se cerrarán en el acto');
  expect(api.calls.filter((call) => call.query.includes('updStaff'))).toHaveLength(1);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar cuenta' }));
  await waitFor(() => expect(api.calls.filter((call) => call.query.includes('updStaff'))).toHaveLength(2));
  expect(api.calls.filter((call) => call.query.includes('updStaff'))[1].variables).toEqual({ id0: 12, disabled: true });
  await waitFor(() => expect(toasts()).toContain('Cuenta desactivada'));
});

test("the API's refusal of a self-demotion shows under the role", async () => {
  fakeStaffApi(() => ({
    data: null,
    errors: [
      {
        message: 'Un administrador no puede quitarse a sí mismo el rol: pídaselo a otro administrador',
        extensions: { code: 'CONFLICT', field: 'role' },
      },
    ],
  }));
  storeSession();
  renderApp('/users/12');
  await screen.findByText('eva@example.org', {}, { timeout: 40_000 });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rol/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Administrador' }));
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText(/no puede quitarse a sí mismo el rol/)).toBeInTheDocument();
  await waitFor(() => expect(toasts()).toContain('Error al guardar el rol'));
});
