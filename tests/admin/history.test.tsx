/**
 * The change history in the panel (issue 19): 'Actividad del panel' lists every change with who,
 * what and the fields' Spanish labels, before and after, and filters on the server; the 'Historial'
 * section of an edit screen (a reference entry's) asks for that record's changes only.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphQL, storeSession, type GraphQLCall } from './support/fakeApi';
import { renderApp, viewportWidth } from './support/renderApp';
import { axeProblems } from './support/axe';

const ENTRIES = [
  {
    idhistory: 8,
    resource: 'places',
    recordId: 12,
    action: 'update',
    iduser: 7,
    user: 'Ana Admin',
    date: '2026-11-28T10:30:00.000Z',
    changes: [
      { field: 'descriptionES', before: null, after: 'Buena comida' },
      { field: 'name', before: 'Casa Vella', after: 'Casa Nova' },
    ],
  },
  {
    idhistory: 5,
    resource: 'equipment',
    recordId: 3,
    action: 'update',
    iduser: 7,
    user: 'Ana Admin',
    date: '2026-11-27T09:00:00.000Z',
    changes: [{ field: 'textES', before: 'Trona', after: 'Trona alta' }],
  },
];

const historyCalls = (calls: GraphQLCall[]) => calls.filter((call) => /\bhistory\(/.test(call.query));

function fakeHistoryApi() {
  return fakeGraphQL(async (call) => {
    if (/\bhistory\(/.test(call.query)) {
      const { resource, id } = call.variables as { resource?: string; id?: number };
      const found = ENTRIES.filter((e) => (!resource || e.resource === resource) && (id === undefined || e.recordId === id));
      // the API's `id` is the record's: the panel reads it as recordId
      return { data: { data: found.map(({ recordId, ...e }) => ({ ...e, recordId })), total: found.length } };
    }
    if (call.query.includes('allEquipment')) {
      return {
        data: {
          data: ['en', 'es', 'gl', 'pt'].map((lang) => ({ idequipment: 3, lang, text: lang === 'es' ? 'Trona alta' : '', image: null })),
        },
      };
    }
    return { data: null };
  });
}

test("'Actividad del panel' shows who changed what, each field by its Spanish label with before and after, newest first", async () => {
  const api = fakeHistoryApi();
  storeSession();
  renderApp('/history');
  await screen.findByRole('heading', { level: 1, name: 'Actividad del panel' });
  // The first test also loads the data provider's chunk and the list's code.
  await screen.findByText('Casa Vella', {}, { timeout: 40_000 });
  const table = screen.getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByText('Edición · Sitio 12')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Ana Admin')).toBeInTheDocument();
  expect(rows[0]).toHaveTextContent('Nombre: Casa Vella → Casa Nova');
  expect(rows[0]).toHaveTextContent('Descripción (ES): (vacío) → Buena comida');
  expect(rows[1]).toHaveTextContent('Español (ES): Trona → Trona alta');
  expect(historyCalls(api.calls)[0].variables).toMatchObject({ items: 25, page: 1, order: 'date DESC' });
  expect(await axeProblems()).toEqual([]);

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Entidad' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Equipamiento' }));
  await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Casa Vella')).not.toBeInTheDocument());
  expect(historyCalls(api.calls).at(-1)!.variables).toMatchObject({ resource: 'equipment', page: 1 });
  fireEvent.change(screen.getByRole('textbox', { name: 'Persona' }), { target: { value: 'ana' } });
  await waitFor(() => expect(historyCalls(api.calls).at(-1)!.variables).toMatchObject({ search: 'ana', resource: 'equipment' }));
});

test("on a phone 'Actividad del panel' stacks each entry: what, when and who, two changes and «Ver N cambios más»", async () => {
  const many = {
    ...ENTRIES[0],
    idhistory: 9,
    changes: ['name', 'city', 'address', 'phone'].map((field) => ({ field, before: `${field} antes`, after: `${field} después` })),
  };
  fakeGraphQL(async (call) =>
    /\bhistory\(/.test(call.query) ? { data: { data: [many, ...ENTRIES.slice(1)], total: 2 } } : { data: null },
  );
  viewportWidth(390);
  storeSession();
  renderApp('/history');
  const results = await screen.findByRole('region', { name: 'Cambios' }, { timeout: 40_000 });
  const entries = await within(results).findAllByRole('listitem', {}, { timeout: 40_000 });
  expect(within(results).queryByRole('table')).not.toBeInTheDocument();
  const first = entries[0];
  expect(within(first).getByText('Edición · Sitio 12')).toBeInTheDocument();
  expect(first).toHaveTextContent('Ana Admin');
  expect(first).toHaveTextContent('Nombre: name antes → name después');
  expect(first).not.toHaveTextContent('phone antes');
  const more = within(first).getByRole('button', { name: 'Ver 2 cambios más' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(more);
  expect(first).toHaveTextContent('phone antes');
  expect(within(first).getByRole('button', { name: 'Ver menos cambios' })).toHaveAttribute('aria-expanded', 'true');
  // one change: no button
  expect(within(results).getByText('Edición · Equipamiento 3').closest('li')).toHaveTextContent('Español (ES): Trona → Trona alta');
  expect(within(results).getAllByRole('button', { name: /cambios/ })).toHaveLength(1);
  expect(await axeProblems()).toEqual([]);
});

test("an edit screen's 'Historial' opens on demand and shows that record's changes only", async () => {
  const api = fakeHistoryApi();
  storeSession();
  renderApp('/equipment/3');
  const dialog = await screen.findByRole('dialog', {}, { timeout: 40_000 });
  const toggle = await within(dialog).findByRole('button', { name: 'Historial' });
  expect(historyCalls(api.calls)).toHaveLength(0);
  fireEvent.click(toggle);
  const section = await within(dialog).findByRole('region', { name: 'Historial' });
  await waitFor(() => expect(section).toHaveTextContent('Español (ES): Trona → Trona alta'));
  expect(section).toHaveTextContent('Ana Admin · Edición');
  expect(historyCalls(api.calls)[0].variables).toMatchObject({ resource: 'equipment', id: 3, items: 10, page: 1 });
  expect(await axeProblems(dialog)).toEqual([]);
});
