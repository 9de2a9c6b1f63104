/**
 * The place editor's wizard (issue 9) in the panel: its five steps and buttons, the step-1 check
 * in the spec's order (with the focus on the field at fault), moving by the progress bar, the
 * heading taking the focus, the browser draft surviving a remount (a reload) and cleared by
 * Cancelar (which asks first), and the edit view's title, link, dates and coordinates check.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storeSession } from './support/fakeApi';
import { fakePlaceEditorApi, placeRecord } from './support/fakePlaceEditorApi';
import { renderApp } from './support/renderApp';
import { toasts } from './support/referenceScreen';

const STEPS = ['Datos', 'Media', 'Servicios', 'Horario', 'Resumen'];
/** The editor and the data provider are chunks loaded on demand: slow on a busy machine. */
const SLOW = { timeout: 40_000 };
vi.setConfig({ testTimeout: 90_000 });

async function openCreate() {
  storeSession();
  const app = renderApp('/places/create');
  await screen.findByRole('heading', { level: 1, name: 'Añadir sitio' }, SLOW);
  await screen.findByRole('textbox', { name: /^Nombre/ }, SLOW);
  return app;
}

const progress = () => screen.getByRole('navigation', { name: 'Pasos del formulario' });
const stepButton = (name: string) => within(progress()).getByRole('button', { name: new RegExp(name) });
const button = (name: string) => screen.getByRole('button', { name });
const text = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(text(name), { target: { value } });
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Paso \d de 5/ });

async function chooseCategory(name: string) {
  const input = screen.getByRole('combobox', { name: /^Categorías/ });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name.slice(0, 4) } });
  fireEvent.click(await screen.findByRole('option', { name }, SLOW));
}

test('Añadir sitio shows the five steps, Anterior disabled on step 1, Cancelar and Siguiente', async () => {
  fakePlaceEditorApi();
  await openCreate();
  expect(
    within(progress())
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/^\d/, '')),
  ).toEqual(STEPS);
  expect(stepButton('Datos')).toHaveAttribute('aria-current', 'step');
  expect(stepHeading()).toHaveTextContent('Paso 1 de 5: Datos');
  expect(button('Anterior')).toBeDisabled();
  expect(button('Cancelar')).toBeEnabled();
  expect(button('Siguiente')).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  // required markers
  expect(text(/^Nombre/).closest('.MuiFormControl-root')).toHaveTextContent('*');
  expect(text(/^Dirección/).closest('.MuiFormControl-root')).toHaveTextContent('*');
  // the country select defaults to Spain
  expect(screen.getByRole('combobox', { name: /^País/ })).toHaveTextContent('España');
});

test('leaving step 1 checks a category, then a name, then an address, in that order, focusing the field', async () => {
  fakePlaceEditorApi();
  await openCreate();
  fireEvent.click(button('Siguiente'));
  await waitFor(() => expect(toasts()).toEqual(['Debe asignar una categoría']));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Categorías/ })).toHaveFocus());
  expect(stepHeading()).toHaveTextContent('Paso 1 de 5');

  await chooseCategory('Museo');
  fireEvent.click(button('Siguiente'));
  await waitFor(() => expect(toasts()).toEqual(['Debe asignar un nombre al lugar']));
  await waitFor(() => expect(text(/^Nombre/)).toHaveFocus());

  type(/^Nombre/, 'Museo do Mar');
  fireEvent.click(stepButton('Horario')); // the progress bar is subject to the same check
  await waitFor(() => expect(toasts()).toEqual(['Debe asignar una dirección']));
  expect(stepHeading()).toHaveTextContent('Paso 1 de 5');

  type(/^Dirección/, 'Paseo Marítimo 3');
  fireEvent.click(button('Siguiente'));
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 2 de 5: Media'));
  expect(stepHeading()).toHaveFocus();
  expect(button('Anterior')).toBeEnabled();
  fireEvent.click(stepButton('Resumen'));
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 5 de 5: Resumen'));
  expect(button('Guardar')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
  const summary = screen.getByText('Esto es lo que se enviará al guardar:').parentElement as HTMLElement;
  expect(within(summary).getByText('Museo do Mar')).toBeInTheDocument();
  expect(within(summary).getByText('Paseo Marítimo 3')).toBeInTheDocument();
  expect(within(summary).getByText('España (ES)')).toBeInTheDocument();
  await within(summary).findByText('Museo');
  expect(within(summary).getByText('Sin horario')).toBeInTheDocument(); // no day given any hours: sent as []
  fireEvent.click(button('Anterior'));
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 4 de 5: Horario'));
  expect(stepHeading()).toHaveFocus();
  // A new place starts published (part 1 §4: the full form's default is 1, Sí).
  expect(screen.getByRole('combobox', { name: /^Publicado/ })).toHaveTextContent('Sí');
});

test('a reload keeps what was typed and the step; Cancelar drops the draft and goes to the list', async () => {
  fakePlaceEditorApi();
  const first = await openCreate();
  await chooseCategory('Museo');
  type(/^Nombre/, 'Museo do Mar');
  type(/^Dirección/, 'Paseo Marítimo 3');
  fireEvent.click(button('Siguiente'));
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 2 de 5'));
  first.unmount();

  const second = renderApp('/places/create');
  await screen.findByText('Se ha recuperado lo que escribió en este navegador y aún no se había guardado.', {}, SLOW);
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 2 de 5: Media'));
  fireEvent.click(stepButton('Datos'));
  expect(text(/^Nombre/).value).toBe('Museo do Mar');
  expect(text(/^Dirección/).value).toBe('Paseo Marítimo 3');
  // unsaved work: Cancelar asks first, on its safe button (issue 15: it used to drop everything at once)
  fireEvent.click(button('Cancelar'));
  const ask = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
  await waitFor(() => expect(within(ask).getByRole('button', { name: 'Seguir editando' })).toHaveFocus());
  fireEvent.click(within(ask).getByRole('button', { name: 'Descartar los cambios' }));
  await waitFor(() => expect(second.pathname()).toBe('/places'));
  second.unmount();

  renderApp('/places/create');
  await screen.findByRole('textbox', { name: /^Nombre/ }, SLOW);
  expect(text(/^Nombre/).value).toBe('');
  expect(screen.queryByText(/Se ha recuperado/)).not.toBeInTheDocument();
});

test("'Abrir web' appears only for a value and opens it in a new tab; never a javascript: address", async () => {
  fakePlaceEditorApi();
  await openCreate();
  expect(screen.queryByRole('link', { name: /Abrir web/ })).not.toBeInTheDocument();
  type(/^Web/, 'meson.example.org');
  const link = screen.getByRole('link', { name: 'Abrir web: Web' });
  expect(link).toHaveAttribute('href', 'https://meson.example.org');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  type(/^Facebook/, 'javascript:alert(1)');
  expect(screen.queryByRole('link', { name: 'Abrir web: Facebook' })).not.toBeInTheDocument();
  type(/^Instagram/, 'https://instagram.com/meson');
  expect(screen.getByRole('link', { name: 'Abrir web: Instagram' })).toHaveAttribute('href', 'https://instagram.com/meson');
});

test('the description has four tabs in the spec order, a counter, and Traducir disabled with its reason when the server has no provider', async () => {
  fakePlaceEditorApi();
  await openCreate();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Español', 'Gallego', 'Inglés', 'Portugués']);
  type(/^Descripción \(Español\)/, 'Cocina gallega');
  expect(screen.getByText('14 caracteres')).toBeInTheDocument();
  const translate = screen.getAllByRole('button', { name: 'Traducir' })[0];
  expect(translate).toBeDisabled();
  expect(translate).toHaveAccessibleDescription('Traducción no configurada en el servidor (TRANSLATE_PROVIDER)');
});

test("Traducir fills the other three languages and says 'Traducido'", async () => {
  window.__APP_CONFIG__ = { translate: true, translateProvider: 'deepl' } as never;
  const api = fakePlaceEditorApi();
  await openCreate();
  type(/^Descripción \(Español\)/, 'Cocina gallega');
  fireEvent.click(screen.getAllByRole('button', { name: 'Traducir' }).find((b) => !b.closest('[hidden]'))!);
  await waitFor(() => expect(toasts()).toEqual(['Traducido']));
  expect(api.mutations('translate')[0].variables).toEqual({ text: 'Cocina gallega', source: 'es', targets: ['en', 'gl', 'pt'] });
  fireEvent.click(screen.getByRole('tab', { name: 'Gallego' }));
  expect(text(/^Descripción \(Gallego\)/).value).toBe('[gl] Cocina gallega');
  api.fail('translate', 'El proveedor no responde', 'SERVICE_UNAVAILABLE');
  fireEvent.click(screen.getByRole('tab', { name: 'Español' }));
  fireEvent.click(screen.getAllByRole('button', { name: 'Traducir' }).find((b) => !b.closest('[hidden]'))!);
  await waitFor(() => expect(toasts()).toEqual(['Fallo al traducir']));
});

test('typing a name of more than 2 characters lists up to 5 possible duplicates, each opening its editor in a new tab', async () => {
  const api = fakePlaceEditorApi({
    duplicates: [1, 2, 3, 4, 5, 6].map((i) => ({ idplace: 40 + i, name: `Mesón O Sol ${i}`, address: `Rúa ${i}`, city: 'Lugo' })),
  });
  await openCreate();
  type(/^Nombre/, 'Me');
  await new Promise((r) => setTimeout(r, 600));
  expect(api.mutations('duplicatePlaces')).toHaveLength(0);
  type(/^Nombre/, 'Meson do Sol');
  const box = await screen.findByRole('region', { name: 'Posibles duplicados' }, SLOW);
  const links = within(box).getAllByRole('link');
  expect(links).toHaveLength(5);
  expect(links[0]).toHaveTextContent('41 · Mesón O Sol 1');
  expect(links[0]).toHaveAttribute('href', '/places/41');
  expect(links[0]).toHaveAttribute('target', '_blank');
  expect(within(box).getByText('Rúa 1, Lugo')).toBeInTheDocument();
  expect(api.mutations('duplicatePlaces')[0].variables).toEqual({ name: 'Meson do Sol' });
  type(/^Nombre/, 'Me');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Posibles duplicados' })).not.toBeInTheDocument());
});

describe('edit', () => {
  test("is titled with the place's name, links to its public page, shows its dates and checks the coordinates", async () => {
    window.__APP_CONFIG__ = { publicSiteUrl: 'https://web.example.org' };
    fakePlaceEditorApi({ places: [placeRecord(12)] });
    storeSession();
    renderApp('/places/12');
    await screen.findByRole('heading', { level: 1, name: 'Mesón do Sol' }, SLOW);
    expect(screen.getByRole('link', { name: /Ver en la web pública/ })).toHaveAttribute(
      'href',
      'https://web.example.org/es/place/12-meson-do-sol',
    );
    expect(await screen.findByText('Fecha de creación')).toBeInTheDocument();
    expect(text(/^Coordenadas/).value).toBe('(43.3623, -8.4115)');
    expect(text(/^Nombre/).value).toBe('Mesón do Sol');
    type(/^Coordenadas/, '(43.36; -8.41');
    fireEvent.click(button('Siguiente'));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 2 de 5'));
    fireEvent.click(button('Anterior'));
    type(/^Coordenadas/, '(95, -8.41)');
    fireEvent.click(button('Siguiente'));
    await waitFor(() => expect(toasts()).toEqual(['Coordenadas fuera de rango: la latitud va de -90 a 90 y la longitud de -180 a 180']));
    type(/^Coordenadas/, 'cerca del puerto');
    fireEvent.click(button('Siguiente'));
    await waitFor(() => expect(toasts()).toEqual(['Coordenadas no válidas: escríbalas como (lat, lng), por ejemplo (43.3623, -8.4115)']));
    type(/^Coordenadas/, '');
    fireEvent.click(button('Siguiente'));
    await waitFor(() => expect(toasts()).toEqual(['Debe indicar las coordenadas como (lat, lng)']));
    expect(stepHeading()).toHaveTextContent('Paso 1 de 5');
  });
});
