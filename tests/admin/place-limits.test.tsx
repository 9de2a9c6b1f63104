/**
 * Every limit the API holds a place to is checked on its own step, on the field, with the field's
 * Spanish name (issue 15: a 300-character name used to pass all five steps and fail at Guardar with
 * "El campo name es demasiado largo"). The numbers are the API's (domain/placeFields.ts).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storeSession } from './support/fakeApi';
import { fakePlaceEditorApi } from './support/fakePlaceEditorApi';
import { renderApp } from './support/renderApp';
import { toasts } from './support/referenceScreen';
import { writeDraft } from '../../src/wizard/draft';

const SLOW = { timeout: 40_000 };
vi.setConfig({ testTimeout: 90_000 });

const button = (name: string) => screen.getByRole('button', { name });
const text = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(text(name), { target: { value } });
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Paso \d de 5/ });
const progress = () => screen.getByRole('navigation', { name: 'Pasos del formulario' });

async function chooseCategory(name: string) {
  const input = screen.getByRole('combobox', { name: /^Categorías/ });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name.slice(0, 4) } });
  fireEvent.click(await screen.findByRole('option', { name }, SLOW));
}

async function openCreate() {
  fakePlaceEditorApi();
  storeSession();
  const app = renderApp('/places/create');
  await screen.findByRole('textbox', { name: /^Nombre/ }, SLOW);
  await chooseCategory('Museo');
  type(/^Dirección/, 'Paseo Marítimo 3');
  return app;
}

test('a 300-character name stops step 1 on the field, naming it: "Nombre: como máximo 200 caracteres (tiene 300)"', async () => {
  await openCreate();
  type(/^Nombre/, 'M'.repeat(300));
  fireEvent.click(button('Siguiente'));
  await waitFor(() => expect(toasts()).toEqual(['Nombre: como máximo 200 caracteres (tiene 300)']));
  expect(stepHeading()).toHaveTextContent('Paso 1 de 5: Datos');
  await waitFor(() => expect(text(/^Nombre/)).toHaveAccessibleDescription('Nombre: como máximo 200 caracteres (tiene 300)'));
  await waitFor(() => expect(text(/^Nombre/)).toHaveFocus());
  // the progress bar is held by the same check
  fireEvent.click(within(progress()).getByRole('button', { name: /Resumen/ }));
  await waitFor(() => expect(toasts()).toEqual(['Nombre: como máximo 200 caracteres (tiene 300)']));
  expect(stepHeading()).toHaveTextContent('Paso 1 de 5: Datos');
  // corrected, the message goes as it is typed and the step can be left
  type(/^Nombre/, 'M'.repeat(200));
  await waitFor(() => expect(text(/^Nombre/)).not.toHaveAccessibleDescription(/como máximo/));
  fireEvent.click(button('Siguiente'));
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 2 de 5: Media'));
});

test('every field of step 1 shows its own limit and link format, and the first problem is said', async () => {
  await openCreate();
  type(/^Nombre/, 'Museo do Mar');
  type(/^Código postal/, '1'.repeat(21));
  type(/^Web/, 'museo do mar.example.org');
  type(/^Facebook/, 'ftp://facebook.example.org/museo');
  // a script address is not "a host and a port" (domain/links.ts)
  type(/^Instagram/, 'javascript:1/alert(1)');
  type(/^Twitter/, 'JaVaScRiPt:alert(1)');
  type(/^Zona horaria/, '../../etc/passwd');
  type(/^Notas internas/, 'n'.repeat(5001));
  fireEvent.click(button('Siguiente'));
  // the first in the order the step shows them
  await waitFor(() => expect(toasts()).toEqual(['Código postal: como máximo 20 caracteres (tiene 21)']));
  await waitFor(() => expect(text(/^Código postal/)).toHaveFocus());
  expect(text(/^Web/)).toHaveAccessibleDescription('Web: la dirección no puede contener espacios');
  expect(text(/^Facebook/)).toHaveAccessibleDescription('Facebook: use una dirección http:// o https://');
  expect(text(/^Instagram/)).toHaveAccessibleDescription('Instagram: use una dirección http:// o https://');
  expect(text(/^Twitter/)).toHaveAccessibleDescription('Twitter: use una dirección http:// o https://');
  expect(screen.queryByRole('link', { name: /Abrir web: (Instagram|Twitter)/ })).not.toBeInTheDocument();
  expect(text(/^Zona horaria/)).toHaveAccessibleDescription(
    'Zona horaria: use un nombre de zona IANA como Europe/Madrid o Atlantic/Canary',
  );
  expect(text(/^Notas internas/)).toHaveAccessibleDescription('Notas internas: como máximo 5000 caracteres (tiene 5001)');
  expect(stepHeading()).toHaveTextContent('Paso 1 de 5');
});

test('step 3 checks the ticket price on leaving it: "Precio de la entrada: como máximo 100 caracteres (tiene 101)"', async () => {
  await openCreate();
  type(/^Nombre/, 'Museo do Mar');
  fireEvent.click(within(progress()).getByRole('button', { name: /Servicios/ }));
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 3 de 5: Servicios'));
  type(/^Precio de la entrada/, 'd'.repeat(101));
  fireEvent.click(button('Siguiente'));
  await waitFor(() => expect(toasts()).toEqual(['Precio de la entrada: como máximo 100 caracteres (tiene 101)']));
  expect(stepHeading()).toHaveTextContent('Paso 3 de 5: Servicios');
  await waitFor(() =>
    expect(text(/^Precio de la entrada/)).toHaveAccessibleDescription('Precio de la entrada: como máximo 100 caracteres (tiene 101)'),
  );
});

test('Guardar checks every step again: a draft holding a too long name goes back to step 1, marked and focused, and sends nothing', async () => {
  const api = fakePlaceEditorApi();
  storeSession();
  // what this tab left on step 4 (a reload): the name is over the API's 200 characters
  writeDraft('places:create', { name: 'S'.repeat(201), address: 'Rúa 1', categories: [3] }, { step: 3 });
  renderApp('/places/create');
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 4 de 5: Horario'), SLOW);
  fireEvent.click(within(progress()).getByRole('button', { name: /Resumen/ }));
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 5 de 5: Resumen'));
  fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Paso 1 de 5: Datos'));
  await waitFor(() => expect(toasts()).toEqual(['Nombre: como máximo 200 caracteres (tiene 201)']));
  await waitFor(() => expect(text(/^Nombre/)).toHaveAccessibleDescription('Nombre: como máximo 200 caracteres (tiene 201)'));
  await waitFor(() => expect(text(/^Nombre/)).toHaveFocus());
  expect(api.mutations('addPlace')).toHaveLength(0);
});
