/**
 * The reference-list screens against a fake API: grouped rows in the order EN, ES, GL, PT, local
 * search, add/edit through the modal (hidden id), the image uploaded after save, field errors kept
 * in an open modal, and delete with its confirmation and the server's refusal.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeReferenceApi, gqlError, item } from './support/fakeReferenceApi';
import { storeSession } from './support/fakeApi';
import { renderApp } from './support/renderApp';

// the machine is shared: give slow renders time before calling a wait failed
configure({ asyncUtilTimeout: 5000 });

const four = (es: string, en: string, gl: string, pt: string) => ({ textES: es, textEN: en, textGL: gl, textPT: pt });

const EQUIPMENT = [
  item(1, { ...four('Rampa de acceso', 'Access ramp', 'Rampla de acceso', 'Rampa de acesso'), image: '/media/demo/ramp.png' }),
  item(2, four('Aseo adaptado', 'Adapted toilet', 'Aseo adaptado GL', 'Casa de banho adaptada')),
  item(3, four('Cambiador de bebés', 'Baby changing table', 'Cambiador de bebés GL', 'Fraldário')),
];

async function openScreen(path: string, api: ReturnType<typeof fakeReferenceApi>, table: string) {
  storeSession();
  renderApp(path);
  const grid = await screen.findByRole('table', { name: table });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return { grid, api };
}

const rowOf = (grid: HTMLElement, text: string) => within(grid).getByText(text).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByRole(label === 'Servicios' ? 'combobox' : 'textbox', { name: label }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const hiddenId = () => (dialog().querySelector('input[name="id"]') as HTMLInputElement).value;
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

test('equipment shows one row per id with the languages in the order EN, ES, GL, PT and a placeholder without image', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid } = await openScreen('/equipment', api, 'Equipamiento');
  const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Imagen', 'Inglés (EN)', 'Español (ES)', 'Gallego (GL)', 'Portugués (PT)', 'Acciones']);
  const cells = within(rowOf(grid, 'Access ramp')).getAllByRole('cell').map((c) => c.textContent);
  expect(cells.slice(1, 5)).toEqual(['Access ramp', 'Rampa de acceso', 'Rampla de acceso', 'Rampa de acesso']);
  expect(within(rowOf(grid, 'Access ramp')).getByRole('img')).toHaveAttribute('src', '/media/demo/ramp.png');
  expect(within(rowOf(grid, 'Adapted toilet')).getByRole('img', { name: 'Sin imagen' })).toBeInTheDocument();
  expect(within(grid).getAllByRole('row')).toHaveLength(4);
});

test('the equipment search filters the rows in the browser, case-insensitive, in any language', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid } = await openScreen('/equipment', api, 'Equipamiento');
  const reads = api.reads('allEquipment');
  const search = screen.getByRole('searchbox', { name: 'Buscar' });
  fireEvent.change(search, { target: { value: 'FRALDÁRIO' } }); // Portuguese, other case
  expect(within(grid).getAllByRole('row')).toHaveLength(2);
  expect(within(grid).getByText('Baby changing table')).toBeInTheDocument();
  fireEvent.change(search, { target: { value: 'toilet' } }); // English
  expect(within(grid).getByText('Aseo adaptado')).toBeInTheDocument();
  expect(within(grid).queryByText('Rampa de acceso')).not.toBeInTheDocument();
  fireEvent.change(search, { target: { value: 'nada parecido' } });
  expect(within(grid).getByText('Ningún elemento coincide con la búsqueda.')).toBeInTheDocument();
  fireEvent.change(search, { target: { value: '' } });
  expect(within(grid).getAllByRole('row')).toHaveLength(4);
  expect(api.reads('allEquipment')).toBe(reads); // no request per keystroke
});

test('allergies have no search box', async () => {
  const api = fakeReferenceApi({ allergies: [item(5, four('Gluten', 'Gluten EN', 'Glute', 'Glúten'))] });
  await openScreen('/allergies', api, 'Alergias');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});

test('adding equipment: empty hidden id, addEquipment with the four texts, toast, the new row without a reload', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid } = await openScreen('/equipment', api, 'Equipamiento');
  fireEvent.click(screen.getByRole('button', { name: 'Añadir equipamiento' }));
  expect(within(dialog()).getByRole('heading', { name: 'Añadir equipamiento' })).toBeInTheDocument();
  expect(hiddenId()).toBe('');
  expect(field('Español (ES)')).toHaveFocus();
  type('Español (ES)', '  Bucle magnético ');
  type('Inglés (EN)', 'Hearing loop');
  type('Gallego (GL)', 'Bucle magnético GL');
  type('Portugués (PT)', 'Anel magnético');
  save();
  await screen.findByText('Añadido correctamente');
  expect(api.mutations().map((m) => [m.field, m.variables])).toEqual([
    ['addEquipment', { textES: 'Bucle magnético', textEN: 'Hearing loop', textGL: 'Bucle magnético GL', textPT: 'Anel magnético' }],
  ]);
  await within(grid).findByText('Hearing loop');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.uploads()).toHaveLength(0);
});

test('editing equipment: the form holds the record, updEquipment gets its id, the row changes', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid } = await openScreen('/equipment', api, 'Equipamiento');
  fireEvent.click(within(rowOf(grid, 'Adapted toilet')).getByRole('button', { name: 'Editar' }));
  expect(within(dialog()).getByRole('heading', { name: 'Editar equipamiento' })).toBeInTheDocument();
  expect(hiddenId()).toBe('2');
  expect(field('Portugués (PT)').value).toBe('Casa de banho adaptada');
  type('Inglés (EN)', 'Accessible toilet');
  save();
  await screen.findByText('Modificado correctamente');
  expect(api.mutations()[0]).toMatchObject({ field: 'updEquipment', variables: { id0: 2, textEN: 'Accessible toilet', textES: 'Aseo adaptado' } });
  await within(grid).findByText('Accessible toilet');
  expect(within(grid).queryByText('Adapted toilet')).not.toBeInTheDocument();
});

test('cancel (or Escape) discards the form: the next add starts empty', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid } = await openScreen('/equipment', api, 'Equipamiento');
  fireEvent.click(within(rowOf(grid, 'Adapted toilet')).getByRole('button', { name: 'Editar' }));
  type('Inglés (EN)', 'typed but cancelled');
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Añadir equipamiento' }));
  expect(hiddenId()).toBe('');
  expect(field('Inglés (EN)').value).toBe('');
  fireEvent.keyDown(dialog(), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.mutations()).toHaveLength(0);
});

test('a refused text stays under its input with the typed values; a refusal naming no input is a toast', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  await openScreen('/equipment', api, 'Equipamiento');
  fireEvent.click(screen.getByRole('button', { name: 'Añadir equipamiento' }));
  type('Inglés (EN)', 'Ramp only in English');
  api.fail('addEquipment', gqlError('El texto en español es obligatorio', 'BAD_USER_INPUT', 'textES'));
  save();
  await screen.findByText('Ha habido un fallo');
  await waitFor(() => expect(field('Español (ES)')).toHaveAccessibleDescription('El texto en español es obligatorio'));
  expect(field('Español (ES)')).toHaveFocus();
  expect(field('Inglés (EN)').value).toBe('Ramp only in English');
  type('Español (ES)', 'Rampa');
  expect(field('Español (ES)')).not.toHaveAccessibleDescription('El texto en español es obligatorio');

  api.fail('addEquipment', gqlError('Demasiadas peticiones: espere un minuto', 'TOO_MANY_REQUESTS'));
  save();
  await screen.findByText('Demasiadas peticiones: espere un minuto');
  expect(hiddenId()).toBe('');
  expect(field('Español (ES)').value).toBe('Rampa');
});
