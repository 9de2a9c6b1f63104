/**
 * The place editor's browser draft (issue 15): kept only once something was typed (an untouched
 * 'Añadir sitio' used to say "Se ha recuperado lo que escribió…" the next time), restored without
 * asking only in the tab that wrote it (a reload), and another tab's unsaved typing on the same
 * place is offered, never loaded as if it were this tab's (saving there would publish it).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { storeSession } from './support/fakeApi';
import { fakePlaceEditorApi, placeRecord } from './support/fakePlaceEditorApi';
import { renderApp } from './support/renderApp';

const SLOW = { timeout: 40_000 };
vi.setConfig({ testTimeout: 90_000 });

const text = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(text(name), { target: { value } });
const RESTORED = 'Se ha recuperado lo que escribió en este navegador y aún no se había guardado.';
/** Another browser tab: its own sessionStorage, the same localStorage. */
const otherTab = () => sessionStorage.clear();

async function open(path: string) {
  const app = renderApp(path);
  await screen.findByRole('textbox', { name: /^Nombre/ }, SLOW);
  return app;
}

beforeEach(() => {
  sessionStorage.clear();
  storeSession();
});

test("an untouched 'Añadir sitio' leaves no draft: opening it again recovers nothing", async () => {
  fakePlaceEditorApi();
  const first = await open('/places/create');
  await new Promise((resolve) => setTimeout(resolve, 1500)); // what the form sets by itself has happened
  first.unmount();
  await open('/places/create');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  expect(text(/^Nombre/).value).toBe('');
});

test("a second tab on the same place does not load the first tab's typing; it offers it, and takes it only when asked", async () => {
  const api = fakePlaceEditorApi({ places: [placeRecord(12)] });
  const first = await open('/places/12');
  type(/^Ciudad/, 'Ciudad a medias');
  first.unmount(); // the first tab stays open elsewhere with its unsaved change

  otherTab();
  const second = await open('/places/12');
  expect(text(/^Ciudad/).value).toBe('A Coruña'); // the place as stored
  expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  const offer = screen.getByText(/Hay cambios sin guardar de este sitio hechos en otra pestaña o en una visita anterior/);
  expect(offer).toHaveTextContent('No se han cargado.');
  fireEvent.click(screen.getByRole('button', { name: 'Recuperarlos' }));
  await waitFor(() => expect(text(/^Ciudad/).value).toBe('Ciudad a medias'));
  expect(screen.getByText(RESTORED)).toBeInTheDocument();
  second.unmount();
  expect(api.mutations('updPlace')).toHaveLength(0);
});

test("'Descartarlos' drops the other tab's draft: it is not offered again", async () => {
  fakePlaceEditorApi();
  const first = await open('/places/create');
  type(/^Nombre/, 'Museo a medias');
  first.unmount();

  otherTab();
  const second = await open('/places/create');
  expect(text(/^Nombre/).value).toBe('');
  fireEvent.click(screen.getByRole('button', { name: 'Descartarlos' }));
  await waitFor(() => expect(screen.queryByText(/Hay cambios sin guardar/)).not.toBeInTheDocument());
  second.unmount();
  await open('/places/create');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByText(/Hay cambios sin guardar/)).not.toBeInTheDocument();
  expect(text(/^Nombre/).value).toBe('');
});
