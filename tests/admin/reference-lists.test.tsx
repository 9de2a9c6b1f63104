/**
 * The reference-list screens against a fake API: grouped rows in the order EN, ES, GL, PT, the
 * local search, the add/edit modal opened by URL (react-admin's CreateBase / EditBase), limits said
 * before sending, field errors kept in an open modal, and what a refusal says.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeReferenceApi, gqlError, item } from './support/fakeReferenceApi';
import { dialog, field, four, noDialog, openModalAt, openScreen, rowOf, save, tab, toasts, type } from './support/referenceScreen';

const EQUIPMENT = [
  item(1, { text: four('Rampa de acceso', 'Access ramp', 'Rampla de acceso', 'Rampa de acesso'), image: '/media/demo/ramp.png' }),
  item(2, { text: four('Aseo adaptado', 'Adapted toilet', 'Aseo adaptado GL', 'Casa de banho adaptada') }),
  item(3, { text: four('Cambiador de bebés', 'Baby changing table', 'Cambiador de bebés GL', 'Fraldário') }),
];

test('equipment shows one row per id with the languages in the order EN, ES, GL, PT and a placeholder without image', async () => {
  fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid } = await openScreen('/equipment', 'Equipamiento');
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(['Imagen', 'Inglés (EN)', 'Español (ES)', 'Gallego (GL)', 'Portugués (PT)', 'Acciones']);
  const cells = within(rowOf(grid, 'Access ramp'))
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells.slice(1, 5)).toEqual(['Access ramp', 'Rampa de acceso', 'Rampla de acceso', 'Rampa de acesso']);
  expect(within(rowOf(grid, 'Access ramp')).getByRole('img')).toHaveAttribute('src', '/media/demo/ramp.png');
  expect(within(rowOf(grid, 'Adapted toilet')).getByRole('img', { name: 'Sin imagen' })).toBeInTheDocument();
  expect(within(grid).getAllByRole('row')).toHaveLength(4);
});

test('the equipment search filters the rows, case- and accent-insensitive, in any language, one read per pause', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid } = await openScreen('/equipment', 'Equipamiento');
  const search = screen.getByRole('searchbox', { name: 'Buscar' });
  const reads = api.reads('allEquipment');
  for (const typed of ['F', 'FR', 'FRA', 'FRALDARIO']) fireEvent.change(search, { target: { value: typed } }); // Portuguese, other case, no accent
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
  expect(within(grid).getByText('Baby changing table')).toBeInTheDocument();
  expect(api.reads('allEquipment')).toBe(reads + 1); // not one per keystroke
  fireEvent.change(search, { target: { value: 'toilet' } }); // English
  await within(grid).findByText('Aseo adaptado');
  expect(within(grid).getAllByRole('row')).toHaveLength(2);
  fireEvent.change(search, { target: { value: 'nada parecido' } });
  expect(await screen.findByText('Ningún elemento coincide con la búsqueda.')).toBeInTheDocument();
  fireEvent.change(search, { target: { value: '' } });
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Equipamiento' })).getAllByRole('row')).toHaveLength(4));
});

test('allergies have no search box', async () => {
  fakeReferenceApi({ allergies: [item(5, { text: four('Gluten', 'Gluten EN', 'Glute', 'Glúten') })] });
  await openScreen('/allergies', 'Alergias');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});

test('adding equipment: /equipment/create, the Spanish text focused, addEquipment with the four texts trimmed, toast, the new row', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid, pathname } = await openScreen('/equipment', 'Equipamiento');
  fireEvent.click(screen.getByRole('link', { name: 'Añadir equipamiento' }));
  expect(await within(dialog()).findByRole('heading', { name: 'Añadir equipamiento' })).toBeInTheDocument();
  expect(pathname()).toBe('/equipment/create');
  await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: 'Español (ES)' })).toHaveFocus());
  expect(within(dialog()).getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
  type('Español (ES)', '  Bucle magnético ');
  type('Inglés (EN)', 'Hearing loop');
  type('Gallego (GL)', 'Bucle magnético GL');
  type('Portugués (PT)', 'Anel magnético');
  save();
  await screen.findByText('Añadido correctamente');
  expect(api.mutations().map((m) => [m.field, m.variables])).toEqual([
    ['addEquipment', { textEN: 'Hearing loop', textES: 'Bucle magnético', textGL: 'Bucle magnético GL', textPT: 'Anel magnético' }],
  ]);
  await within(grid).findByText('Hearing loop');
  await noDialog();
  expect(pathname()).toBe('/equipment');
  expect(api.uploads()).toHaveLength(0);
});

test('editing equipment: /equipment/2 holds the record, updEquipment gets its id, the row changes', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid, pathname } = await openScreen('/equipment', 'Equipamiento');
  fireEvent.click(within(rowOf(grid, 'Adapted toilet')).getByRole('link', { name: 'Editar' }));
  expect(await within(dialog()).findByRole('heading', { name: 'Editar equipamiento' })).toBeInTheDocument();
  expect(pathname()).toBe('/equipment/2');
  await waitFor(() => expect(field('Portugués (PT)').value).toBe('Casa de banho adaptada'));
  type('Inglés (EN)', 'Accessible toilet');
  save();
  await screen.findByText('Modificado correctamente');
  expect(api.mutations()[0]).toMatchObject({
    field: 'updEquipment',
    variables: { id0: 2, textEN: 'Accessible toilet', textES: 'Aseo adaptado' },
  });
  await within(grid).findByText('Accessible toilet');
  expect(within(grid).queryByText('Adapted toilet')).not.toBeInTheDocument();
});

test('the modal follows its URL: a link to /equipment/3 opens it in edit mode, to /equipment/create in add mode; closing shows the list', async () => {
  fakeReferenceApi({ equipment: EQUIPMENT });
  const edit = await openModalAt('/equipment/3', 'Editar equipamiento');
  await waitFor(() => expect(field('Español (ES)').value).toBe('Cambiador de bebés'));
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
  await noDialog();
  expect(edit.pathname()).toBe('/equipment');
  expect(await screen.findByRole('table', { name: 'Equipamiento' })).toBeInTheDocument();
  edit.unmount();

  const add = await openModalAt('/equipment/create', 'Añadir equipamiento');
  expect(field('Español (ES)').value).toBe('');
  fireEvent.keyDown(dialog(), { key: 'Escape' });
  await noDialog();
  expect(add.pathname()).toBe('/equipment');

  // opened from the list, the browser's Back closes it
  fireEvent.click(screen.getByRole('link', { name: 'Añadir equipamiento' }));
  await within(dialog()).findByRole('heading', { name: 'Añadir equipamiento' });
  add.router.navigate(-1);
  await noDialog();
  expect(add.pathname()).toBe('/equipment');
});

test('cancel (or Escape) discards the form: the next add starts empty, nothing is sent', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  const { grid } = await openScreen('/equipment', 'Equipamiento');
  fireEvent.click(within(rowOf(grid, 'Adapted toilet')).getByRole('link', { name: 'Editar' }));
  await waitFor(() => expect(field('Inglés (EN)').value).toBe('Adapted toilet'));
  type('Inglés (EN)', 'typed but cancelled');
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
  await noDialog();
  fireEvent.click(screen.getByRole('link', { name: 'Añadir equipamiento' }));
  await within(dialog()).findByRole('heading', { name: 'Añadir equipamiento' });
  expect(field('Inglés (EN)').value).toBe('');
  fireEvent.keyDown(dialog(), { key: 'Escape' });
  await noDialog();
  expect(api.mutations()).toHaveLength(0);
  expect(within(grid).getByText('Adapted toilet')).toBeInTheDocument();
});

test('an empty Spanish text is said at its input before sending, without a failure toast', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  await openModalAt('/equipment/create', 'Añadir equipamiento');
  type('Inglés (EN)', 'Ramp only in English');
  save();
  const spanish = await waitFor(() => {
    const input = within(dialog()).getByRole('textbox', { name: 'Español (ES)' });
    expect(input).toHaveAccessibleDescription('El texto en español es obligatorio');
    return input;
  });
  expect(within(dialog()).getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true'); // its tab is shown
  await waitFor(() => expect(spanish).toHaveFocus());
  expect(spanish).toHaveAttribute('aria-invalid', 'true');
  expect(field('Inglés (EN)').value).toBe('Ramp only in English');
  expect(api.mutations()).toHaveLength(0);
  expect(toasts()).toEqual([]);
  expect(screen.queryByText('Ha habido un fallo')).not.toBeInTheDocument();
});

test('a long paste is kept whole and refused with the limit, naming the input; nothing is sent', async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  await openModalAt('/equipment/create', 'Añadir equipamiento');
  expect(field('Español (ES)')).toHaveAccessibleDescription('0 de 200 caracteres'); // the limit is shown before typing
  type('Español (ES)', 'a'.repeat(250));
  await waitFor(() => expect(field('Español (ES)')).toHaveAccessibleDescription('Español (ES): como máximo 200 caracteres (ahora 250)'));
  expect(field('Español (ES)').value).toHaveLength(250);
  save();
  await waitFor(() => expect(field('Español (ES)')).toHaveFocus());
  type('Español (ES)', 'a'.repeat(200));
  await waitFor(() => expect(field('Español (ES)')).toHaveAccessibleDescription('200 de 200 caracteres'));
  expect(api.mutations()).toHaveLength(0);
});

test("a server refusal naming an input shows under it with everything typed kept; one naming none is a toast with the server's words", async () => {
  const api = fakeReferenceApi({ equipment: EQUIPMENT });
  await openModalAt('/equipment/create', 'Añadir equipamiento');
  type('Español (ES)', 'Rampa');
  type('Gallego (GL)', 'Rampla');
  api.fail('addEquipment', gqlError('El campo textGL contiene caracteres de control no admitidos', 'BAD_USER_INPUT', 'textGL'));
  save();
  expect(await screen.findByText('Ha habido un fallo')).toBeInTheDocument();
  const galician = await waitFor(() => {
    const input = within(dialog()).getByRole('textbox', { name: 'Gallego (GL)' });
    expect(input).toHaveAccessibleDescription('El campo textGL contiene caracteres de control no admitidos');
    return input;
  });
  expect(within(dialog()).getByRole('tab', { name: 'Gallego' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(galician).toHaveFocus());
  expect(field('Español (ES)').value).toBe('Rampa');
  type('Gallego (GL)', 'Rampla GL');
  await waitFor(() =>
    expect(field('Gallego (GL)')).not.toHaveAccessibleDescription('El campo textGL contiene caracteres de control no admitidos'),
  );

  api.fail('addEquipment', gqlError('Demasiadas peticiones: espere un minuto', 'TOO_MANY_REQUESTS'));
  save();
  await screen.findByText('Demasiadas peticiones: espere un minuto');
  expect(within(dialog()).getByRole('heading', { name: 'Añadir equipamiento' })).toBeInTheDocument();
  tab('Español');
  expect(field('Español (ES)').value).toBe('Rampa');
  expect(api.mutations().map((m) => m.field)).toEqual(['addEquipment', 'addEquipment']);
});
