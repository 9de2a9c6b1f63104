/**
 * The reference modals' harder paths: the services form (default labels, a tab per language,
 * r1ES.. arguments, the filter), the categories' linked services, images (checked before sending,
 * uploaded after save, refused after save), errors shown at their input with nothing lost, and
 * delete (confirmation, the server's refusal).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeReferenceApi, gqlError, item } from './support/fakeReferenceApi';
import {
  chooseFile,
  dialog,
  field,
  four,
  noDialog,
  openModalAt,
  openScreen,
  pngFile,
  rowOf,
  save,
  tab,
  toasts,
  type,
} from './support/referenceScreen';

const labels = (values: string[][]) =>
  Object.fromEntries(
    [1, 2, 3, 4, 5].map((n) => [`rating${n}`, { es: values[0][n - 1], en: values[1][n - 1], gl: values[2][n - 1], pt: values[3][n - 1] }]),
  );

const GLUTEN = item(4, {
  text: four('Carta sin gluten', 'Gluten-free menu', 'Carta sen glute', 'Menu sem glúten'),
  question: four('¿Tiene carta sin gluten?', 'Gluten-free menu?', 'Ten carta sen glute?', 'Tem menu sem glúten?'),
  ...labels([
    ['Nada', 'Poco', 'Algo', 'Bastante', 'Todo'],
    ['None', 'Little', 'Some', 'Much', 'All'],
    ['Nada', 'Pouco', 'Algo', 'Bastante', 'Todo'],
    ['Nada', 'Pouco', 'Algo', 'Bastante', 'Tudo'],
  ]),
  filter: true,
});
const RAMP = item(7, {
  text: four('Accesible', 'Accessible', 'Accesible GL', 'Acessível'),
  question: four('¿Accesible?', '', '', ''),
  filter: false,
});

const ratingValues = (lang: string) => [1, 2, 3, 4, 5].map((n) => field(`Valoración ${n} (${lang})`).value);
const filterSwitch = () => within(dialog()).getByRole('switch', { name: 'Usar como filtro' });

test('a new service (/services/create) starts with the default labels of every language and the filter off', async () => {
  fakeReferenceApi({ services: [GLUTEN] });
  const { grid, pathname } = await openScreen('/services', 'Servicios');
  expect(within(grid).getAllByRole('row')).toHaveLength(2);
  fireEvent.click(screen.getByRole('link', { name: 'Añadir servicio' }));
  await within(dialog()).findByRole('heading', { name: 'Añadir servicio' });
  expect(pathname()).toBe('/services/create');
  expect(ratingValues('ES')).toEqual(['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien']);
  expect(ratingValues('EN')).toEqual(['Very bad', 'Bad', 'Normal', 'Good', 'Very good']);
  expect(ratingValues('GL')).toEqual(['Moi mal', 'Mal', 'Normal', 'Ben', 'Moi ben']);
  expect(ratingValues('PT')).toEqual(['Muito mal', 'Mal', 'Normal', 'Bom', 'Muito bom']);
  expect(filterSwitch()).not.toBeChecked();
});

test('editing a service shows its own labels; save sends question, text, r1ES..r5PT and the filter to updService', async () => {
  const api = fakeReferenceApi({ services: [GLUTEN, RAMP] });
  const { grid } = await openScreen('/services', 'Servicios');
  expect(within(rowOf(grid, '¿Tiene carta sin gluten?')).getByText('Sí')).toBeInTheDocument();
  expect(within(rowOf(grid, '¿Accesible?')).getByText('No')).toBeInTheDocument();
  fireEvent.click(within(rowOf(grid, '¿Tiene carta sin gluten?')).getByRole('link', { name: 'Editar' }));
  await within(dialog()).findByRole('heading', { name: 'Editar servicio' });
  await waitFor(() => expect(ratingValues('ES')).toEqual(['Nada', 'Poco', 'Algo', 'Bastante', 'Todo']));
  type('Valoración 5 (PT)', 'Tudo mesmo');
  expect(filterSwitch()).toBeChecked();
  fireEvent.click(filterSwitch());
  save();
  await screen.findByText('Modificado correctamente');
  const [sent] = api.mutations();
  expect(sent.field).toBe('updService');
  expect(sent.variables).toMatchObject({
    id0: 4,
    questionES: '¿Tiene carta sin gluten?',
    textGL: 'Carta sen glute',
    r1ES: 'Nada',
    r5PT: 'Tudo mesmo',
    r3EN: 'Some',
    filter: false,
  });
  await waitFor(() => expect(within(rowOf(grid, '¿Tiene carta sin gluten?')).getByText('No')).toBeInTheDocument());
});

test('a refused service field is shown under its input, in its language tab, with everything typed kept', async () => {
  const api = fakeReferenceApi({ services: [GLUTEN] });
  await openModalAt('/services/create', 'Añadir servicio');
  type('Pregunta (ES)', '¿Tiene menú infantil?');
  api.fail('addService', gqlError('La valoración 3 (GL) no puede estar vacía', 'BAD_USER_INPUT', 'r3GL'));
  save();
  expect(await screen.findByText('Ha habido un fallo')).toBeInTheDocument();
  const input = await waitFor(() => {
    const found = within(dialog()).getByRole('textbox', { name: 'Valoración 3 (GL)' });
    expect(found).toHaveAccessibleDescription('La valoración 3 (GL) no puede estar vacía');
    return found;
  });
  expect(within(dialog()).getByRole('tab', { name: 'Gallego' })).toHaveAttribute('aria-selected', 'true');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(input).toHaveFocus());
  expect(field('Pregunta (ES)').value).toBe('¿Tiene menú infantil?');
  expect(within(dialog()).getByRole('heading', { name: 'Añadir servicio' })).toBeInTheDocument();
});

test('the Spanish question is required before sending, said at its input without a failure toast', async () => {
  const api = fakeReferenceApi({ services: [GLUTEN] });
  await openModalAt('/services/create', 'Añadir servicio');
  tab('Inglés');
  save();
  await waitFor(() =>
    expect(within(dialog()).getByRole('textbox', { name: 'Pregunta (ES)' })).toHaveAccessibleDescription(
      'La pregunta en español es obligatoria',
    ),
  );
  expect(within(dialog()).getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
  expect(api.mutations()).toHaveLength(0);
  expect(toasts()).toEqual([]);
});

test('a category links services (sent as a comma list) and its image is uploaded after the add with the new id', async () => {
  const api = fakeReferenceApi({
    services: [GLUTEN, RAMP],
    categories: [item(1, { text: four('Restaurante', 'Restaurant', 'Restaurante GL', 'Restaurante PT'), services: [4] })],
  });
  const { grid } = await openScreen('/categories', 'Categorías');
  fireEvent.click(screen.getByRole('link', { name: 'Añadir categoría' }));
  await within(dialog()).findByRole('heading', { name: 'Añadir categoría' });
  type('Español (ES)', 'Heladería');
  const services = within(dialog()).getByRole('combobox', { name: 'Servicios' });
  fireEvent.mouseDown(services);
  fireEvent.click(await screen.findByRole('option', { name: 'Carta sin gluten' }));
  fireEvent.mouseDown(services);
  fireEvent.click(await screen.findByRole('option', { name: 'Accesible' }));
  chooseFile(pngFile('helado.png'));
  expect(await within(dialog()).findByText('Imagen nueva: helado.png')).toBeInTheDocument();
  save();
  await screen.findByText('Añadido correctamente');
  const [add] = api.mutations();
  expect(add).toMatchObject({ field: 'addCategory', variables: { textES: 'Heladería', services: '4,7' } });
  const [upload] = api.uploads();
  expect(upload.fields).toEqual({ type: 'category', id: '101' });
  expect(upload.file?.name).toBe('helado.png');
  expect(upload.token).toBe('tok-123');
  const row = await waitFor(() => rowOf(grid, 'Heladería'));
  await waitFor(() => expect(within(row).getByRole('img')).toHaveAttribute('src', '/media/reference/category/101.png'));
});

test('editing a category shows its linked services and keeps them when saved', async () => {
  const api = fakeReferenceApi({
    services: [GLUTEN, RAMP],
    categories: [item(1, { text: four('Restaurante', 'Restaurant', 'Restaurante GL', 'Restaurante PT'), services: [7] })],
  });
  await openModalAt('/categories/1', 'Editar categoría');
  expect(await within(dialog()).findByRole('button', { name: 'Accesible' })).toBeInTheDocument(); // its chip
  type('Inglés (EN)', 'Restaurants');
  save();
  await screen.findByText('Modificado correctamente');
  expect(api.mutations()[0]).toMatchObject({ field: 'updCategory', variables: { id0: 1, textEN: 'Restaurants', services: '7' } });
});

test('an image the server refuses after the entry is saved: both said plainly, the modal stays in edit mode, another Save updates', async () => {
  const api = fakeReferenceApi({ allergies: [item(3, { text: four('Huevo', 'Egg', 'Ovo', 'Ovo PT') })] });
  const { pathname } = await openScreen('/allergies', 'Alergias');
  fireEvent.click(screen.getByRole('link', { name: 'Añadir alergia' }));
  await within(dialog()).findByRole('heading', { name: 'Añadir alergia' });
  type('Español (ES)', 'Sésamo');
  chooseFile(pngFile('sesamo.png'));
  await within(dialog()).findByText('Imagen nueva: sesamo.png');
  api.fail('upload', {
    status: 400,
    body: { errors: [{ message: 'El archivo no es una imagen válida', extensions: { code: 'BAD_USER_INPUT', field: 'file' } }] },
  });
  save();
  expect(
    await screen.findByText('Añadido correctamente, pero la imagen no se ha guardado: El archivo no es una imagen válida'),
  ).toBeInTheDocument();
  await within(dialog()).findByRole('heading', { name: 'Editar alergia' });
  expect(pathname()).toBe('/allergies/101');
  expect(within(dialog()).getByRole('alert')).toHaveTextContent('La imagen no se ha guardado: El archivo no es una imagen válida');
  await waitFor(() => expect(field('Español (ES)').value).toBe('Sésamo'));

  api.allow('upload');
  chooseFile(pngFile('sesamo-2.png'));
  await within(dialog()).findByText('Imagen nueva: sesamo-2.png');
  expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  save();
  await screen.findByText('Modificado correctamente');
  await noDialog();
  expect(api.mutations().map((m) => m.field)).toEqual(['addAllergies', 'updAllergies']);
  expect(api.uploads().map((u) => [u.fields.id, u.file?.name])).toEqual([
    ['101', 'sesamo.png'],
    ['101', 'sesamo-2.png'],
  ]);
});

test('editing: an image refused after the update says so, keeps the modal open and the current image', async () => {
  const api = fakeReferenceApi({
    equipment: [item(2, { text: four('Rampa', 'Ramp', 'Rampla', 'Rampa PT'), image: '/media/reference/equipment/2.png' })],
  });
  await openModalAt('/equipment/2', 'Editar equipamiento');
  expect(await within(dialog()).findByRole('img', { name: 'Imagen actual' })).toHaveAttribute('src', '/media/reference/equipment/2.png');
  type('Inglés (EN)', 'Access ramp');
  chooseFile(pngFile('rampa.png'));
  await within(dialog()).findByText('Imagen nueva: rampa.png');
  api.fail('upload', {
    status: 413,
    body: {
      errors: [{ message: 'El archivo es demasiado grande (máximo 8 MB)', extensions: { code: 'PAYLOAD_TOO_LARGE', field: 'file' } }],
    },
  });
  save();
  expect(
    await screen.findByText('Modificado correctamente, pero la imagen no se ha guardado: El archivo es demasiado grande (máximo 8 MB)'),
  ).toBeInTheDocument();
  expect(within(dialog()).getByRole('heading', { name: 'Editar equipamiento' })).toBeInTheDocument();
  expect(within(dialog()).getByRole('alert')).toHaveTextContent(
    'La imagen no se ha guardado: El archivo es demasiado grande (máximo 8 MB)',
  );
  await waitFor(() =>
    expect(within(dialog()).getByRole('img', { name: 'Imagen actual' })).toHaveAttribute('src', '/media/reference/equipment/2.png'),
  );
  expect(api.mutations()[0]).toMatchObject({ field: 'updEquipment', variables: { textEN: 'Access ramp' } });
});

test('a text file renamed .png is refused at the input, naming it; nothing is sent until it is dropped', async () => {
  const api = fakeReferenceApi({ equipment: [] });
  await openModalAt('/equipment/create', 'Añadir equipamiento');
  type('Español (ES)', 'Ascensor');
  chooseFile(new File(['no soy una imagen, solo texto'], 'ascensor.png', { type: 'image/png' }));
  expect(await within(dialog()).findByText('Imagen: «ascensor.png» no es una imagen JPEG, PNG, WebP ni GIF')).toBeInTheDocument();
  save();
  await waitFor(() =>
    expect(within(dialog()).getByText('Imagen: «ascensor.png» no es una imagen JPEG, PNG, WebP ni GIF')).toBeInTheDocument(),
  );
  expect(api.calls.filter((c) => c.kind === 'upload' || c.field === 'addEquipment')).toHaveLength(0);
  expect(toasts()).toEqual([]);

  fireEvent.click(within(dialog()).getByRole('button', { name: 'No subir esta imagen' }));
  await waitFor(() => expect(within(dialog()).queryByText(/no es una imagen/)).not.toBeInTheDocument());
  save();
  await screen.findByText('Añadido correctamente');
  expect(api.mutations().map((m) => m.field)).toEqual(['addEquipment']);
  expect(api.uploads()).toHaveLength(0);
});

test("an image over the server's size cap (UPLOAD_MAX_MB from /config.js) is refused before sending", async () => {
  window.__APP_CONFIG__ = { uploadMaxMb: 1 };
  const api = fakeReferenceApi({ equipment: [] });
  await openModalAt('/equipment/create', 'Añadir equipamiento');
  expect(within(dialog()).getByText('JPEG, PNG, WebP o GIF de hasta 1 MB. Se sube al guardar.')).toBeInTheDocument();
  const big = new Uint8Array(1_600_000);
  big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  chooseFile(new File([big], 'enorme.png', { type: 'image/png' }));
  expect(await within(dialog()).findByText('Imagen: «enorme.png» pesa 1,5 MB y el máximo es 1 MB')).toBeInTheDocument();
  save();
  await waitFor(() => expect(within(dialog()).getByText(/pesa 1,5 MB/)).toBeInTheDocument());
  expect(api.calls.filter((c) => c.kind === 'upload' || c.field === 'addEquipment')).toHaveLength(0);
});

test('delete asks first; a refusal shows the server message and keeps the row; a success removes it', async () => {
  const api = fakeReferenceApi({
    categories: [
      item(1, { text: four('Restaurante', 'Restaurant', 'Restaurante GL', 'Restaurante PT') }),
      item(2, { text: four('Museo', 'Museum', 'Museo GL', 'Museu') }),
    ],
  });
  const { grid } = await openScreen('/categories', 'Categorías');
  fireEvent.click(within(rowOf(grid, 'Restaurant')).getByRole('button', { name: 'Eliminar' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('¿Desea eliminar este elemento?');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  await noDialog();
  expect(api.mutations()).toHaveLength(0);

  api.fail('delCategory', gqlError('No se puede eliminar: lo usan 12 sitios', 'CONFLICT'));
  fireEvent.click(within(rowOf(grid, 'Restaurant')).getByRole('button', { name: 'Eliminar' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se puede eliminar: lo usan 12 sitios');
  expect(within(grid).getByText('Restaurant')).toBeInTheDocument();
  await noDialog();

  api.allow('delCategory');
  fireEvent.click(within(rowOf(grid, 'Museum')).getByRole('button', { name: 'Eliminar' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
  await screen.findByText('Eliminado correctamente');
  await waitFor(() => expect(within(grid).queryByText('Museum')).not.toBeInTheDocument());
  expect(api.mutations().map((m) => [m.field, m.variables.id0])).toEqual([
    ['delCategory', 1],
    ['delCategory', 2],
  ]);
});

test('a failed delete without an explanation says "Ha habido un fallo"', async () => {
  const api = fakeReferenceApi({ allergies: [item(3, { text: four('Huevo', 'Egg', 'Ovo', 'Ovo PT') })] });
  const { grid } = await openScreen('/allergies', 'Alergias');
  api.fail('delAllergies', gqlError('Error interno', 'INTERNAL_SERVER_ERROR'));
  fireEvent.click(within(rowOf(grid, 'Egg')).getByRole('button', { name: 'Eliminar' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ha habido un fallo');
  expect(within(grid).getByText('Egg')).toBeInTheDocument();
});
