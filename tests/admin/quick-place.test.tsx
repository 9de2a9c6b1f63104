/**
 * Quick add (part 1 §2 "Quick add place", §5), issue 15: the address has its * and is checked
 * before sending like the name and the categories ('Debe cubrir campos obligatorios', each missing
 * field marked, the focus on the first); a field the server refuses is marked with the server's
 * message and takes the focus; Cancelar asks before dropping what was typed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storeSession } from './support/fakeApi';
import { fakePlaceEditorApi } from './support/fakePlaceEditorApi';
import { renderApp } from './support/renderApp';
import { toasts } from './support/referenceScreen';

const SLOW = { timeout: 40_000 };
vi.setConfig({ testTimeout: 90_000 });

const button = (name: string) => screen.getByRole('button', { name });
const text = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(text(name), { target: { value } });
async function chooseCategory(name: string) {
  const input = screen.getByRole('combobox', { name: /^Categorías/ });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name.slice(0, 4) } });
  fireEvent.click(await screen.findByRole('option', { name }, SLOW));
}

async function openQuick() {
  storeSession();
  const app = renderApp('/places/quick');
  await screen.findByRole('textbox', { name: /^Nombre/ }, SLOW);
  return app;
}

test("no address: 'Debe cubrir campos obligatorios', the address marked 'Debe asignar una dirección' with the focus, nothing sent", async () => {
  const api = fakePlaceEditorApi();
  await openQuick();
  expect(text(/^Dirección/).closest('.MuiFormControl-root')).toHaveTextContent('*');
  type(/^Nombre/, 'Tenda Rápida');
  await chooseCategory('Tienda');
  fireEvent.click(button('Guardar'));
  await waitFor(() => expect(toasts()).toEqual(['Debe cubrir campos obligatorios']));
  await waitFor(() => expect(text(/^Dirección/)).toHaveAccessibleDescription('Debe asignar una dirección'));
  await waitFor(() => expect(text(/^Dirección/)).toHaveFocus());
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(api.mutations('addPlace')).toHaveLength(0);
});

test('a field the server refuses shows its message and takes the focus', async () => {
  const api = fakePlaceEditorApi();
  api.fail('addPlace', 'El campo city es demasiado largo (máximo 100 caracteres)', 'BAD_USER_INPUT', 'city');
  await openQuick();
  type(/^Nombre/, 'Tenda Rápida');
  type(/^Dirección/, 'Rúa 2');
  type(/^Ciudad/, 'Lugo');
  await chooseCategory('Tienda');
  fireEvent.click(button('Guardar'));
  await waitFor(() => expect(toasts()).toEqual(['Error al añadir: El campo city es demasiado largo (máximo 100 caracteres)']), SLOW);
  await waitFor(() => expect(text(/^Ciudad/)).toHaveAccessibleDescription('El campo city es demasiado largo (máximo 100 caracteres)'));
  await waitFor(() => expect(text(/^Ciudad/)).toHaveFocus());
  expect(text(/^Nombre/).value).toBe('Tenda Rápida');
});

test('Cancelar leaves at once when nothing was typed, and asks first (on Seguir editando) when something was', async () => {
  fakePlaceEditorApi();
  const first = await openQuick();
  fireEvent.click(button('Cancelar'));
  await waitFor(() => expect(first.pathname()).toBe('/places'));
  first.unmount();

  const second = await openQuick();
  type(/^Nombre/, 'Tenda Rápida');
  fireEvent.click(button('Cancelar'));
  const ask = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
  await waitFor(() => expect(within(ask).getByRole('button', { name: 'Seguir editando' })).toHaveFocus());
  fireEvent.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(second.pathname()).toBe('/places/quick');
  expect(text(/^Nombre/).value).toBe('Tenda Rápida');
  fireEvent.click(button('Cancelar'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar los cambios' }));
  await waitFor(() => expect(second.pathname()).toBe('/places'));
});
