/**
 * The suggestions screens (part 2 §2 "Suggestions list", §4, §8): the list (place linked to its
 * editor, user and e-mail, reason, date, open / closed) searched and filtered on the server, delete
 * with confirmation; the form reads the suggestion and closes / reopens it ('Cambio correcto' /
 * 'Ha habido un fallo').
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphQL, storeSession, type GraphQLCall } from './support/fakeApi';
import { renderApp } from './support/renderApp';
import { toasts } from './support/referenceScreen';
import { axeProblems } from './support/axe';

interface Row {
  idsuggestion: number;
  idplace: number;
  place: string;
  iduser: number;
  user: string;
  email: string;
  reason: string;
  status: number;
  create_date: string;
}

const ROWS: Row[] = [
  {
    idsuggestion: 31,
    idplace: 4,
    place: 'Café Ñandú',
    iduser: 9,
    user: 'Begoña Iglesias',
    email: 'bego@example.com',
    reason: 'El horario está mal',
    status: 0,
    create_date: '2026-11-20T10:00:00.000Z',
  },
  {
    idsuggestion: 30,
    idplace: 5,
    place: 'Museo do Mar',
    iduser: 10,
    user: 'Xoán Pérez',
    email: 'xoan@correo.gal',
    reason: 'Falta la rampa de acceso',
    status: 1,
    create_date: '2026-11-18T09:00:00.000Z',
  },
];

type Extra = (call: GraphQLCall) => unknown;

function fakeSuggestionsApi(extra: Extra = () => undefined) {
  const rows = ROWS.map((row) => ({ ...row }));
  const api = fakeGraphQL(async (call) => {
    const answer = await extra(call);
    if (answer !== undefined) return answer;
    if (call.query.includes('allSuggestions')) {
      const { status } = call.variables as { status?: number };
      const found = rows.filter((row) => status === undefined || row.status === status);
      return { data: { data: found, total: found.length } };
    }
    if (call.query.includes('suggestion(')) {
      return { data: { data: rows.find((row) => row.idsuggestion === call.variables.idsuggestion) ?? null } };
    }
    if (call.query.includes('updSuggestion')) {
      const row = rows.find((r) => r.idsuggestion === call.variables.id0)!;
      row.status = call.variables.status as number;
      return { data: { r0: row.idsuggestion } };
    }
    if (call.query.includes('delSuggestion')) return { data: { r0: true } };
    return { data: null };
  });
  return { ...api, rows };
}

const listCalls = (calls: GraphQLCall[]) => calls.filter((call) => call.query.includes('allSuggestions'));

test('the list shows place (link to its editor), user and e-mail, reason, date and state, asking 25 newest first with the count', async () => {
  const api = fakeSuggestionsApi();
  storeSession();
  renderApp('/suggestions');
  await screen.findByRole('heading', { level: 1, name: 'Sugerencias' });
  // The first test also loads the data provider's chunk and the list's code.
  await screen.findByText('El horario está mal', {}, { timeout: 40_000 });
  const table = screen.getByRole('table');
  // its column, and under the reason for a narrow card (CSS container queries pick one; jsdom shows both)
  for (const link of within(table).getAllByRole('link', { name: 'Café Ñandú' })) expect(link).toHaveAttribute('href', '/places/4');
  expect(within(table).getByText('bego@example.com')).toBeInTheDocument();
  expect(within(table).getByText('Xoán Pérez')).toBeInTheDocument();
  expect(within(table).getByText('20/11/2026')).toBeInTheDocument();
  expect(within(table).getByText('Abierta')).toBeInTheDocument();
  expect(within(table).getByText('Cerrada')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Abrir sugerencia: El horario está mal' })).toHaveAttribute('href', '/suggestions/31');
  const first = listCalls(api.calls)[0];
  expect(first.query).toContain('total: countSuggestions');
  expect(first.variables).toMatchObject({ items: 25, page: 1, order: 'create_date DESC' });
  expect(await axeProblems()).toEqual([]);
});

test('the state filter asks the server for closed ones only, and the search is sent as search', async () => {
  const api = fakeSuggestionsApi();
  storeSession();
  renderApp('/suggestions');
  const table = await screen.findByRole('table');
  await within(table).findByText('El horario está mal');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Cerrada' }));
  await waitFor(() => expect(within(screen.getByRole('table')).queryByText('El horario está mal')).not.toBeInTheDocument());
  expect(within(screen.getByRole('table')).getByText('Falta la rampa de acceso')).toBeInTheDocument();
  expect(listCalls(api.calls).at(-1)!.variables).toMatchObject({ status: 1, page: 1 });

  fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'rampa acceso' } });
  await waitFor(() => expect(listCalls(api.calls).at(-1)!.variables).toMatchObject({ search: 'rampa acceso', status: 1, page: 1 }));
});

test('«Exportar» asks the API for the list with its filter, search and order, its columns and time zone, and saves the file', async () => {
  const api = fakeSuggestionsApi();
  // The export is a plain GET the API streams (not GraphQL): answered here like the API would.
  const graphql = api.fetchMock.getMockImplementation()!;
  const exports: { url: URL; token: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/api/export/')) return graphql(input, init);
      const headers = (init?.headers ?? {}) as Record<string, string>;
      exports.push({ url: new URL(String(input), 'http://panel.test'), token: headers.authorization?.replace(/^Bearer /, '') });
      return new Response('\uFEFFId;Estado\r\n30;Cerrada\r\n', { status: 200, headers: { 'x-total-count': '1' } });
    }),
  );
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    saved.push(file as Blob);
    return 'blob:export';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  storeSession();
  renderApp('/suggestions');
  // (Run alone, this test also loads the data provider's chunk and the list's code.)
  await screen.findByText('El horario está mal', {}, { timeout: 40_000 });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Cerrada' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'rampa' } });
  await waitFor(() => expect(listCalls(api.calls).at(-1)!.variables).toMatchObject({ search: 'rampa', status: 1 }));
  fireEvent.click(within(screen.getByRole('table')).getByText('Fecha'));
  await waitFor(() => expect(listCalls(api.calls).at(-1)!.variables).toMatchObject({ order: 'create_date' }));

  fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
  await waitFor(() => expect(toasts()).toContain('Exportación terminada'));
  expect(exports).toHaveLength(1);
  const { url, token } = exports[0];
  expect(url.pathname).toBe('/api/export/suggestions');
  expect(token).toBe('tok-123');
  expect(JSON.parse(url.searchParams.get('args')!)).toEqual({ search: 'rampa', status: 1, order: 'create_date' });
  const columns = JSON.parse(url.searchParams.get('columns')!) as { source: string; label: string; values?: Record<string, string> }[];
  expect(columns.map((column) => column.label)).toEqual([
    'Id',
    'Id del sitio',
    'Sitio',
    'Id del usuario',
    'Usuario',
    'Correo electrónico',
    'Motivo',
    'Fecha',
    'Estado',
  ]);
  expect(columns.at(-1)).toEqual({ source: 'status', label: 'Estado', values: { 0: 'Abierta', 1: 'Cerrada' } });
  expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(saved).toHaveLength(1);
  expect(await saved[0].text()).toBe('\uFEFFId;Estado\r\n30;Cerrada\r\n');
});

test('delete asks first, then says «Eliminado correctamente»', async () => {
  const api = fakeSuggestionsApi();
  storeSession();
  renderApp('/suggestions');
  const table = await screen.findByRole('table');
  await within(table).findByText('El horario está mal');
  fireEvent.click(within(table).getByRole('button', { name: 'Eliminar: El horario está mal' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Desea eliminar este elemento?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  await waitFor(() => expect(toasts()).toContain('Eliminado correctamente'));
  const del = api.calls.find((call) => call.query.includes('delSuggestion'))!;
  expect(Object.values(del.variables)).toEqual([31]);
});

test('the form shows the suggestion, links its place, and closes then reopens it with «Cambio correcto»', async () => {
  const api = fakeSuggestionsApi();
  storeSession();
  renderApp('/suggestions/31');
  await screen.findByRole('heading', { level: 1, name: 'Editar sugerencia' });
  expect(await screen.findByText('El horario está mal')).toBeInTheDocument();
  expect(screen.getByText('Begoña Iglesias')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'bego@example.com' })).toHaveAttribute('href', 'mailto:bego@example.com');
  expect(screen.getByRole('link', { name: 'Abrir el sitio en su editor' })).toHaveAttribute('href', '/places/4');
  expect(screen.getByText('Abierta')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Cerrar sugerencia' }));
  await waitFor(() => expect(toasts()).toContain('Cambio correcto'));
  expect(await screen.findByRole('button', { name: 'Reabrir sugerencia' })).toBeInTheDocument();
  expect(screen.getByText('Cerrada')).toBeInTheDocument();
  const close = api.calls.find((call) => call.query.includes('updSuggestion'))!;
  expect(close.variables).toEqual({ id0: 31, status: 1 });
  expect(api.rows[0].status).toBe(1);

  fireEvent.click(screen.getByRole('button', { name: 'Reabrir sugerencia' }));
  expect(await screen.findByRole('button', { name: 'Cerrar sugerencia' })).toBeInTheDocument();
  expect(api.rows[0].status).toBe(0);
  expect(await axeProblems()).toEqual([]);
});

test('a failed change says «Ha habido un fallo» and the state stays', async () => {
  fakeSuggestionsApi((call) =>
    call.query.includes('updSuggestion')
      ? { data: null, errors: [{ message: 'La base de datos no responde', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
      : undefined,
  );
  storeSession();
  renderApp('/suggestions/31');
  fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sugerencia' }));
  await waitFor(() => expect(toasts()).toContain('Ha habido un fallo'));
  expect(screen.getByRole('button', { name: 'Cerrar sugerencia' })).toBeEnabled();
  expect(screen.getByText('Abierta')).toBeInTheDocument();
});

test('the spec path dashboard/editsuggestion/{id} opens the form', async () => {
  fakeSuggestionsApi();
  storeSession();
  const app = renderApp('/dashboard/editsuggestion/30');
  expect(await screen.findByText('Falta la rampa de acceso')).toBeInTheDocument();
  expect(app.pathname()).toBe('/suggestions/30');
  expect(screen.getByRole('button', { name: 'Reabrir sugerencia' })).toBeInTheDocument();
});
