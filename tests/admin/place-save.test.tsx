/**
 * Saving from the place editor (issue 9): the create and edit toasts of §8 in order, what is sent
 * (PlaceInput, version, remove_files), a refusal shown at its field with nothing lost, the edit
 * conflict dialog (Recargar / Sobrescribir), and quick add (the required check, published 0 and
 * points 0, photos uploaded after the place, the form cleared).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storeSession } from './support/fakeApi';
import { fakePlaceEditorApi, placeRecord } from './support/fakePlaceEditorApi';
import { renderApp } from './support/renderApp';
import { toasts } from './support/referenceScreen';
import { writeDraft } from '../../src/wizard/draft';

const SLOW = { timeout: 40_000 };
vi.setConfig({ testTimeout: 90_000 });

const button = (name: string) => screen.getByRole('button', { name });
const text = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(text(name), { target: { value } });
const progress = () => screen.getByRole('navigation', { name: 'Pasos del formulario' });
const goToStep = async (name: string) => {
  fireEvent.click(within(progress()).getByRole('button', { name: new RegExp(name) }));
  await screen.findByRole('heading', { level: 2, name: new RegExp(`: ${name}$`) });
};
async function chooseCategory(name: string) {
  const input = screen.getByRole('combobox', { name: /^Categorías/ });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name.slice(0, 4) } });
  fireEvent.click(await screen.findByRole('option', { name }, SLOW));
}

async function fillNewPlace() {
  storeSession();
  const app = renderApp('/places/create');
  await screen.findByRole('textbox', { name: /^Nombre/ }, SLOW);
  await chooseCategory('Museo');
  type(/^Nombre/, 'Museo do Mar');
  type(/^Dirección/, 'Paseo Marítimo 3');
  type(/^Notas internas/, 'Abre "a veces"');
  await goToStep('Resumen');
  return app;
}

test("Guardar: 'Añadiendo sitio', addPlace with the PlaceInput, 'Datos añadidos correctamente', the list; the draft is gone", async () => {
  const api = fakePlaceEditorApi();
  const { pathname } = await fillNewPlace();
  const release = api.hold('addPlace');
  fireEvent.click(button('Guardar'));
  await waitFor(() => expect(toasts()).toEqual(['Añadiendo sitio']), SLOW);
  release();
  await waitFor(() => expect(pathname()).toBe('/places'), SLOW);
  await waitFor(() => expect(toasts()).toEqual(['Datos añadidos correctamente']));
  const [sent] = api.mutations('addPlace');
  expect(sent.variables.place).toMatchObject({
    name: 'Museo do Mar',
    address: 'Paseo Marítimo 3',
    country: 'ES',
    categories: [3],
    published: 1,
    points: 0,
    notes: 'Abre "a veces"',
    lat: null,
    lng: null,
  });
  expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]); // this tab's draft (draft:places:create:<tab>)
});

test('Guardar runs the Media step check too: a bad video link kept in a draft opens step 2 with its message, and nothing is sent', async () => {
  // The draft of an earlier visit (a reload keeps values and step): the summary step, step 1 filled,
  // and a video whose link a check on leaving step 2 would have refused. Reaching the summary by
  // the progress bar from step 1 skips that check: Guardar must not.
  writeDraft(
    'places:create',
    { name: 'Museo do Mar', address: 'Paseo Marítimo 3', categories: [3], videos: [{ url: 'javascript:alert(1)', name: 'Visita' }] },
    { step: 4 },
  );
  const api = fakePlaceEditorApi();
  storeSession();
  const { pathname } = renderApp('/places/create');
  await screen.findByRole('heading', { level: 2, name: 'Paso 5 de 5: Resumen' }, SLOW);
  fireEvent.click(button('Guardar'));
  await waitFor(() => expect(toasts()).toEqual(['Vídeos: la dirección debe empezar por http:// o https://']), SLOW);
  await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 5: Media' });
  expect(api.mutations('addPlace')).toHaveLength(0);
  expect(api.uploads).toHaveLength(0);
  expect(pathname()).toBe('/places/create');
});

test("a refused field says 'Error al añadir' with the reason, brings back step 1 and shows it under the field; nothing typed is lost", async () => {
  const api = fakePlaceEditorApi();
  api.fail('addPlace', 'El nombre tiene más de 200 caracteres', 'BAD_USER_INPUT', 'name');
  const { pathname } = await fillNewPlace();
  fireEvent.click(button('Guardar'));
  await waitFor(() => expect(toasts()).toEqual(['Error al añadir: El nombre tiene más de 200 caracteres']), SLOW);
  await screen.findByRole('heading', { level: 2, name: 'Paso 1 de 5: Datos' });
  expect(text(/^Nombre/)).toHaveAccessibleDescription(expect.stringContaining('El nombre tiene más de 200 caracteres'));
  expect(text(/^Dirección/).value).toBe('Paseo Marítimo 3');
  expect(pathname()).toBe('/places/create');
});

test('edit: a stale version opens the conflict dialog listing what changed; Recargar takes it, keeps the rest, and the next save passes', async () => {
  const api = fakePlaceEditorApi({ places: [placeRecord(12)] });
  storeSession();
  const { pathname } = renderApp('/places/12');
  await screen.findByRole('heading', { level: 1, name: 'Mesón do Sol' }, SLOW);
  await screen.findByRole('textbox', { name: /^Nombre/ }, SLOW);
  type(/^Notas internas/, 'Cambiado aquí');
  // meanwhile someone else saves the city
  api.store.set(12, { ...api.store.get(12)!, city: 'Ourense', version: 4 });
  await goToStep('Resumen');
  fireEvent.click(button('Guardar'));
  const dialog = await screen.findByRole('dialog', { name: 'El sitio ha cambiado desde que lo abrió' }, SLOW);
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Ciudad']);
  expect(api.mutations('updPlace')[0].variables).toMatchObject({ id0: 12, version: 3 });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Recargar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await goToStep('Datos');
  expect(text(/^Ciudad/).value).toBe('Ourense');
  expect(text(/^Notas internas/).value).toBe('Cambiado aquí');
  await goToStep('Resumen');
  fireEvent.click(button('Guardar'));
  await waitFor(() => expect(pathname()).toBe('/places'), SLOW);
  expect(api.mutations('updPlace')[1].variables).toMatchObject({ id0: 12, version: 4, place: { city: 'Ourense', notes: 'Cambiado aquí' } });
  await waitFor(() => expect(toasts()).toEqual(['Datos editados correctamente']));
});

test('edit: Sobrescribir sends my values again with the new version', async () => {
  const api = fakePlaceEditorApi({ places: [placeRecord(12)] });
  storeSession();
  const { pathname } = renderApp('/places/12');
  await screen.findByRole('textbox', { name: /^Ciudad/ }, SLOW);
  type(/^Ciudad/, 'Lugo');
  api.store.set(12, { ...api.store.get(12)!, city: 'Ourense', version: 7 });
  await goToStep('Resumen');
  fireEvent.click(button('Guardar'));
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sobrescribir' }));
  await waitFor(() => expect(pathname()).toBe('/places'), SLOW);
  expect(api.mutations('updPlace')[1].variables).toMatchObject({ version: 7, place: { city: 'Lugo' } });
  expect(api.store.get(12)?.city).toBe('Lugo');
});

describe('quick add', () => {
  test("'Debe cubrir campos obligatorios' without a category or a name, nothing sent; then published 0, points 0, photos uploaded, form cleared", async () => {
    const api = fakePlaceEditorApi();
    storeSession();
    const { pathname, container } = renderApp('/places/quick');
    await screen.findByRole('heading', { level: 1, name: 'Añadir sitio rápido' }, SLOW);
    await screen.findByRole('textbox', { name: /^Nombre/ }, SLOW);
    type(/^Nombre/, 'Tenda Rápida');
    fireEvent.click(button('Guardar'));
    await waitFor(() => expect(toasts()).toEqual(['Debe cubrir campos obligatorios']));
    type(/^Nombre/, '');
    await chooseCategory('Tienda');
    fireEvent.click(button('Guardar'));
    await waitFor(() => expect(toasts()).toEqual(['Debe cubrir campos obligatorios']));
    expect(api.mutations('addPlace')).toHaveLength(0);

    type(/^Nombre/, 'Tenda Rápida');
    type(/^Dirección/, 'Rúa 2');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'fachada.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
    await waitFor(() => expect(toasts()).toEqual([]), SLOW); // the refusal's toast has gone (3 s)
    const releaseUpload = api.hold('upload');
    fireEvent.click(button('Guardar'));
    await waitFor(() => expect(toasts()).toEqual(['Subiendo fotos']), SLOW);
    releaseUpload();
    await waitFor(() => expect(toasts()).toEqual(['Datos añadidos correctamente']), SLOW);
    expect(api.mutations('addPlace')[0].variables.place).toMatchObject({ name: 'Tenda Rápida', categories: [5], published: 0, points: 0 });
    expect(api.uploads).toEqual([
      { fields: { type: ['foto'], idplace: ['501'], 'attrib[]': [''] }, files: [{ name: 'fachada.png', field: 'foto[]' }] },
    ]);
    await waitFor(() => expect(text(/^Nombre/).value).toBe(''));
    expect(text(/^Dirección/).value).toBe('');
    expect(pathname()).toBe('/places/quick');
  });
});
