/**
 * The reference modals' harder paths: the services form (default labels, tabs per language,
 * r1ES.. arguments, filter), the categories' linked services, image upload after save, errors
 * shown at their input with nothing lost, and delete (confirmation, the server's refusal).
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeReferenceApi, gqlError, item } from './support/fakeReferenceApi';
import { storeSession } from './support/fakeApi';
import { renderApp } from './support/renderApp';

// the machine is shared: give slow renders time before calling a wait failed
configure({ asyncUtilTimeout: 5000 });

const four = (es: string, en: string, gl: string, pt: string) => ({ textES: es, textEN: en, textGL: gl, textPT: pt });
const labels = (lang: string, values: string[]) => Object.fromEntries(values.map((v, i) => [`rating${i + 1}${lang}`, v]));

const GLUTEN = item(4, {
  ...four('Carta sin gluten', 'Gluten-free menu', 'Carta sen glute', 'Menu sem glúten'),
  questionES: '¿Tiene carta sin gluten?', questionEN: 'Gluten-free menu?', questionGL: 'Ten carta sen glute?', questionPT: 'Tem menu sem glúten?',
  ...labels('ES', ['Nada', 'Poco', 'Algo', 'Bastante', 'Todo']), ...labels('EN', ['None', 'Little', 'Some', 'Much', 'All']),
  ...labels('GL', ['Nada', 'Pouco', 'Algo', 'Bastante', 'Todo']), ...labels('PT', ['Nada', 'Pouco', 'Algo', 'Bastante', 'Tudo']),
  filter: true,
});
const RAMP = item(7, { ...four('Accesible', 'Accessible', 'Accesible GL', 'Acessível'), questionES: '¿Accesible?', filter: false });

async function openScreen(path: string, table: string) {
  storeSession();
  renderApp(path);
  const grid = await screen.findByRole('table', { name: table });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return grid;
}

const rowOf = (grid: HTMLElement, text: string) => within(grid).getByText(text).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByRole(label === 'Servicios' ? 'combobox' : 'textbox', { name: label }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const hiddenId = () => (dialog().querySelector('input[name="id"]') as HTMLInputElement).value;
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
const tab = (name: string) => fireEvent.click(within(dialog()).getByRole('tab', { name }));
const ratingValues = (lang: string) => [1, 2, 3, 4, 5].map((n) => field(`Valoración ${n} (${lang})`).value);

test('a new service starts with the default labels of every language and the filter unchecked', async () => {
  fakeReferenceApi({ services: [GLUTEN] });
  await openScreen('/services', 'Servicios');
  fireEvent.click(screen.getByRole('button', { name: 'Añadir servicio' }));
  expect(hiddenId()).toBe('');
  expect(ratingValues('ES')).toEqual(['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien']);
  tab('Inglés');
  expect(ratingValues('EN')).toEqual(['Very bad', 'Bad', 'Normal', 'Good', 'Very good']);
  tab('Gallego');
  expect(ratingValues('GL')).toEqual(['Moi mal', 'Mal', 'Normal', 'Ben', 'Moi ben']);
  tab('Portugués');
  expect(ratingValues('PT')).toEqual(['Muito mal', 'Mal', 'Normal', 'Bom', 'Muito bom']);
  expect(within(dialog()).getByRole('checkbox', { name: 'Usar como filtro' })).not.toBeChecked();
});

test('editing a service shows its own labels; save sends question, text, r1ES..r5PT and the filter to updService', async () => {
  const api = fakeReferenceApi({ services: [GLUTEN, RAMP] });
  const grid = await openScreen('/services', 'Servicios');
  expect(within(rowOf(grid, '¿Tiene carta sin gluten?')).getByText('Sí')).toBeInTheDocument();
  expect(within(rowOf(grid, '¿Accesible?')).getByText('No')).toBeInTheDocument();
  fireEvent.click(within(rowOf(grid, '¿Tiene carta sin gluten?')).getByRole('button', { name: 'Editar' }));
  expect(hiddenId()).toBe('4');
  expect(ratingValues('ES')).toEqual(['Nada', 'Poco', 'Algo', 'Bastante', 'Todo']);
  tab('Portugués');
  type('Valoración 5 (PT)', 'Tudo mesmo');
  fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Usar como filtro' }));
  save();
  await screen.findByText('Modificado correctamente');
  const [sent] = api.mutations();
  expect(sent.field).toBe('updService');
  expect(sent.variables).toMatchObject({
    id0: 4, questionES: '¿Tiene carta sin gluten?', textGL: 'Carta sen glute', r1ES: 'Nada', r5PT: 'Tudo mesmo', r3EN: 'Some', filter: false,
  });
  await waitFor(() => expect(within(rowOf(grid, '¿Tiene carta sin gluten?')).getByText('No')).toBeInTheDocument());
});

test('a refused service field is shown under its input, in its language tab, with everything typed kept', async () => {
  const api = fakeReferenceApi({ services: [GLUTEN] });
  await openScreen('/services', 'Servicios');
  fireEvent.click(screen.getByRole('button', { name: 'Añadir servicio' }));
  type('Pregunta (ES)', '¿Tiene menú infantil?');
  api.fail('addService', gqlError('La valoración 3 (GL) no puede estar vacía', 'BAD_USER_INPUT', 'r3GL'));
  save();
  expect(await screen.findByText('Ha habido un fallo')).toBeInTheDocument();
  const input = await waitFor(() => field('Valoración 3 (GL)'));
  expect(input).toHaveAccessibleDescription('La valoración 3 (GL) no puede estar vacía');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(input).toHaveFocus());
  tab('Español');
  expect(field('Pregunta (ES)').value).toBe('¿Tiene menú infantil?');
  expect(hiddenId()).toBe('');
});

test('a category links services (sent as a comma list) and its image is uploaded after the add with the new id', async () => {
  const api = fakeReferenceApi({ services: [GLUTEN, RAMP], categories: [item(1, { ...four('Restaurante', 'Restaurant', 'Restaurante GL', 'Restaurante PT'), services: [4] })] });
  const grid = await openScreen('/categories', 'Categorías');
  fireEvent.click(screen.getByRole('button', { name: 'Añadir categoría' }));
  type('Español (ES)', 'Heladería');
  const services = field('Servicios');
  fireEvent.mouseDown(services);
  fireEvent.click(await screen.findByRole('option', { name: 'Carta sin gluten' }));
  fireEvent.click(screen.getByRole('option', { name: 'Accesible' }));
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'helado.png', { type: 'image/png' });
  fireEvent.change(dialog().querySelector('input[type="file"]')!, { target: { files: [file] } });
  expect(within(dialog()).getByText('Imagen nueva: helado.png')).toBeInTheDocument();
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

test('a refused upload keeps the modal open in edit mode with the server message, so saving again does not add twice', async () => {
  const api = fakeReferenceApi({ allergies: [] });
  storeSession();
  renderApp('/allergies');
  fireEvent.click(await screen.findByRole('button', { name: 'Añadir alergia' }));
  type('Español (ES)', 'Sésamo');
  const file = new File([new Uint8Array([1, 2, 3])], 'sesamo.png', { type: 'image/png' });
  fireEvent.change(dialog().querySelector('input[type="file"]')!, { target: { files: [file] } });
  api.fail('upload', { status: 400, body: { errors: [{ message: 'El archivo no es una imagen válida', extensions: { code: 'BAD_USER_INPUT', field: 'file' } }] } });
  save();
  // the toast (behind the modal) and the alert under the image input both carry the server's words
  await waitFor(() => expect(screen.getAllByText('El archivo no es una imagen válida')).toHaveLength(2));
  expect(within(dialog()).getByRole('alert')).toHaveTextContent('El archivo no es una imagen válida');
  await waitFor(() => expect(hiddenId()).toBe('101'));
  expect(within(dialog()).getByRole('heading', { name: 'Editar alergia' })).toBeInTheDocument();
  api.allow('upload');
  save();
  await screen.findByText('Modificado correctamente');
  expect(api.mutations().map((m) => m.field)).toEqual(['addAllergies', 'updAllergies']);
  expect(api.uploads().map((u) => u.fields.id)).toEqual(['101', '101']);
});

test('a file that is not an image is refused at once and nothing is uploaded', async () => {
  const api = fakeReferenceApi({ equipment: [] });
  storeSession();
  renderApp('/equipment');
  fireEvent.click(await screen.findByRole('button', { name: 'Añadir equipamiento' }));
  const file = new File(['<svg onload=alert(1)>'], 'x.svg', { type: 'image/svg+xml' });
  fireEvent.change(dialog().querySelector('input[type="file"]')!, { target: { files: [file] } });
  expect(within(dialog()).getByText('Formato de imagen no admitido: use JPEG, PNG, WebP o GIF')).toBeInTheDocument();
  type('Español (ES)', 'Ascensor');
  save();
  await screen.findByText('Añadido correctamente');
  expect(api.uploads()).toHaveLength(0);
});

test('delete asks first; a refusal shows the server message and keeps the row; a success removes it', async () => {
  const api = fakeReferenceApi({
    categories: [item(1, four('Restaurante', 'Restaurant', 'Restaurante GL', 'Restaurante PT')), item(2, four('Museo', 'Museum', 'Museo GL', 'Museu'))],
  });
  const grid = await openScreen('/categories', 'Categorías');
  fireEvent.click(within(rowOf(grid, 'Restaurant')).getByRole('button', { name: 'Eliminar' }));
  const confirm = screen.getByRole('dialog');
  expect(confirm).toHaveTextContent('¿Desea eliminar este elemento?');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.mutations()).toHaveLength(0);

  api.fail('delCategory', gqlError('No se puede eliminar: lo usan 12 sitios', 'CONFLICT'));
  fireEvent.click(within(rowOf(grid, 'Restaurant')).getByRole('button', { name: 'Eliminar' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se puede eliminar: lo usan 12 sitios');
  expect(within(grid).getByText('Restaurant')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  api.allow('delCategory');
  fireEvent.click(within(rowOf(grid, 'Museum')).getByRole('button', { name: 'Eliminar' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
  await screen.findByText('Eliminado correctamente');
  await waitFor(() => expect(within(grid).queryByText('Museum')).not.toBeInTheDocument());
  expect(api.mutations().map((m) => [m.field, m.variables.id0])).toEqual([['delCategory', 1], ['delCategory', 2]]);
});

test('a failed delete without an explanation says "Ha habido un fallo"', async () => {
  const api = fakeReferenceApi({ allergies: [item(3, four('Huevo', 'Egg', 'Ovo', 'Ovo PT'))] });
  const grid = await openScreen('/allergies', 'Alergias');
  api.fail('delAllergies', gqlError('Error interno', 'INTERNAL_SERVER_ERROR'));
  fireEvent.click(within(rowOf(grid, 'Egg')).getByRole('button', { name: 'Eliminar' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ha habido un fallo');
  expect(within(grid).getByText('Egg')).toBeInTheDocument();
});
