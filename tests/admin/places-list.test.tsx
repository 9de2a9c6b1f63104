/**
 * The places list (part 1 §2, §4, §8) against a fake API: rows with coverage chips, the URL keeps
 * filters / sort / page, the four state checkboxes exclude each other, the search is debounced
 * and goes back to page 1, the status menu calls statusPlace with its toasts, delete confirms.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSession } from './support/fakeApi';
import { fakePlacesApi as fakeApi, lastList, lists, places, urlFilter } from './support/fakePlaces';
import { renderApp } from './support/renderApp';

beforeEach(() => storeSession());

test('shows 15 rows with thumbnail placeholder, coverage chips and the pager for 40 places', async () => {
  const { calls } = fakeApi(places(40));
  renderApp('/places');
  expect(await screen.findByText('Café A Coruña')).toBeInTheDocument();
  expect(lastList(calls)).toMatchObject({ items: 15, page: 1, order: 'idplace DESC' });
  // (cover and coverage are CSS-hidden on phones; happy-dom has no layout, so `hidden: true`)
  expect(screen.getAllByRole('img', { name: 'Sin portada', hidden: true })).toHaveLength(15);
  expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
  // (found again: the list may have rendered anew meanwhile)
  const first = (await screen.findByText('Café A Coruña')).closest('tr')!;
  const chips = within(first)
    .getAllByRole('listitem', { hidden: true })
    .map((chip) => [chip.textContent, chip.getAttribute('aria-label')]);
  expect(chips).toEqual([
    ['EN', 'Descripción en inglés: no'],
    ['ES', 'Descripción en español: sí'],
    ['GL', 'Descripción en gallego: sí'],
    ['PT', 'Descripción en portugués: no'],
  ]);
  expect(within(first).getByRole('link', { name: 'Editar: Café A Coruña' })).toHaveAttribute('href', '/places/1');
  const view = within(first).getByRole('link', { name: 'Ver en la web pública: Café A Coruña' });
  expect(view).toHaveAttribute('href', 'http://localhost:8080/es/place/1-sitio-1');
  expect(view).toHaveAttribute('target', '_blank');
});

test('no pager when everything fits in one page', async () => {
  fakeApi(places(15));
  renderApp('/places');
  expect(await screen.findByText('Sitio 15')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
});

test('10,050 places counted up to 10,001 say «más de»; «Última página» counts them all and goes to page 670', async () => {
  const { calls } = fakeApi(places(10_050));
  renderApp('/places');
  expect(await screen.findByText('Página 1 de más de 666 (más de 10.000 resultados)')).toBeInTheDocument();
  expect(lastList(calls)).toMatchObject({ page: 1, upto: 10_001 });
  fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
  expect(await screen.findByText('Página 670 de 670')).toBeInTheDocument();
  expect(await screen.findByText('Sitio 10050')).toBeInTheDocument();
  // The exact count was asked once, without a bound; the last page is counted past it.
  expect(lists(calls).filter((c) => (c.variables as { upto?: number }).upto === undefined)).toHaveLength(1);
  expect(lastList(calls)).toMatchObject({ page: 670, upto: 10_051 });
});

test('the four state checkboxes exclude each other and live in the URL', async () => {
  const { calls } = fakeApi(places(40));
  const { router } = renderApp('/places');
  await screen.findByText('Café A Coruña');
  const box = (name: string) => screen.getByRole('checkbox', { name });

  fireEvent.click(box('Solo publicados'));
  await waitFor(() => expect(lastList(calls).published).toBe(1));
  expect(urlFilter(router.state.location.search)).toEqual({ published: 1 });

  fireEvent.click(box('Solo borradores'));
  await waitFor(() => expect(lastList(calls).published).toBe(0));
  expect(box('Solo borradores')).toBeChecked();
  expect(box('Solo publicados')).not.toBeChecked();

  fireEvent.click(box('Solo cerrados temporalmente'));
  await waitFor(() => expect(lastList(calls).published).toBe(3));
  fireEvent.click(box('Solo cerrados permanentemente'));
  await waitFor(() => expect(lastList(calls).published).toBe(2));
  expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);

  fireEvent.click(box('Solo cerrados permanentemente'));
  await waitFor(() => expect(lastList(calls)).not.toHaveProperty('published'));
  expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  expect(urlFilter(router.state.location.search)).toEqual({});
});

test('«Falta traducción» asks the server for the places missing the language chosen, from page 1, and lives in the URL', async () => {
  const { calls } = fakeApi(places(40));
  const { router } = renderApp('/places?page=2');
  await screen.findByText('Sitio 25');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Falta traducción' }));
  fireEvent.click(await screen.findByRole('option', { name: 'En inglés' }));
  await waitFor(() => expect(lastList(calls)).toMatchObject({ missing_translation: 'en', page: 1 }));
  // Only the place described in Spanish and Galician lacks English; the other 39 have nothing to translate.
  expect(await screen.findByText('Café A Coruña')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Sitio 2')).not.toBeInTheDocument());
  expect(urlFilter(router.state.location.search)).toEqual({ missing_translation: 'en' });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Falta traducción' }));
  fireEvent.click(await screen.findByRole('option', { name: 'En gallego' }));
  await waitFor(() => expect(lastList(calls).missing_translation).toBe('gl'));
  expect(await screen.findByText('No hay sitios que coincidan con la búsqueda.')).toBeInTheDocument();
});

test('a URL with filter, sort and page is what the list asks and shows', async () => {
  const { calls } = fakeApi(places(80));
  renderApp(`/places?filter=${encodeURIComponent('{"published":0}')}&sort=name&order=DESC&page=2&perPage=15`);
  await screen.findByText('Página 2 de 2');
  expect(lastList(calls)).toMatchObject({ published: 0, order: 'name DESC', page: 2, items: 15 });
  expect(screen.getByRole('checkbox', { name: 'Solo borradores' })).toBeChecked();
});

test('the search waits for a pause, then asks once from page 1', async () => {
  const { calls } = fakeApi(places(40));
  const user = userEvent.setup();
  const { router } = renderApp('/places?page=3&perPage=15&sort=idplace&order=DESC&filter=%7B%7D');
  await screen.findByText('Página 3 de 3');
  const before = lists(calls).length;
  await user.type(screen.getByLabelText('Buscar'), 'café a coruña');
  await waitFor(() => expect(lastList(calls).search).toBe('café a coruña'));
  expect(lists(calls).length - before).toBe(1);
  expect(lastList(calls).page).toBe(1);
  expect(urlFilter(router.state.location.search)).toEqual({ q: 'café a coruña' });
});

test('sorting by a column, then the same column again, sorts descending', async () => {
  const { calls } = fakeApi(places(40));
  renderApp('/places');
  await screen.findByText('Café A Coruña');
  fireEvent.click(screen.getByText('Ciudad'));
  await waitFor(() => expect(lastList(calls).order).toBe('city'));
  await waitFor(() => expect(screen.getByText('Ciudad').closest('.MuiTableSortLabel-root')).toHaveClass('Mui-active'));
  fireEvent.click(screen.getByText('Ciudad'));
  await waitFor(() => expect(lastList(calls).order).toBe('city DESC'));
});

async function openStatusMenu(name: string) {
  const row = (await screen.findByText(name)).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: /^Estado: / }));
  return screen.findByRole('menu');
}

test('the status menu sets any state with statusPlace and says "Datos editados correctamente"', async () => {
  const { calls } = fakeApi(places(40));
  renderApp('/places');
  const row = (await screen.findByText('Sitio 2')).closest('tr')!;
  expect(within(row).getByRole('button', { name: 'Estado: Publicado. Cambiar estado' })).toBeInTheDocument();
  const menu = await openStatusMenu('Sitio 2');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Publicado', 'No publicado', 'Cerrado permanentemente', 'Cerrado temporalmente']);
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrado temporalmente' }));
  expect(await screen.findByText('Datos editados correctamente')).toBeInTheDocument();
  const sent = calls.filter((c) => c.query.includes('statusPlace'));
  expect(sent).toHaveLength(1);
  expect(sent[0].variables).toEqual({ publish: 3, id0: 2 });
});

test('a refused status change says "Error al editar"', async () => {
  fakeApi(places(40), () => ({ data: null, errors: [{ message: 'No existe', extensions: { code: 'NOT_FOUND' } }] }));
  renderApp('/places');
  const menu = await openStatusMenu('Sitio 3');
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Publicado' }));
  expect(await screen.findByText('Error al editar')).toBeInTheDocument();
});

test('delete asks "¿Desea eliminar este elemento?"; cancel sends nothing, confirm removes the row', async () => {
  const rows = places(40);
  const { calls } = fakeApi(rows, (call) => {
    const id = call.variables.id0;
    rows.splice(
      rows.findIndex((p) => p.idplace === id),
      1,
    );
    return { data: { r0: true } };
  });
  renderApp('/places');
  await screen.findByText('Café A Coruña');
  fireEvent.click(screen.getByRole('button', { name: 'Eliminar: Sitio 5' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Desea eliminar este elemento?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: /Cancelar/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.query.includes('delPlace'))).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Eliminar: Sitio 5' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Eliminar/ }));
  expect(await screen.findByText('Eliminado correctamente')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Sitio 5')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.query.includes('delPlace')).map((c) => c.variables)).toEqual([{ id0: 5 }]);
});

test('a failed delete says "Ha habido un fallo" and keeps the row', async () => {
  fakeApi(places(40), () => ({ data: { r0: false } }));
  renderApp('/places');
  await screen.findByText('Café A Coruña');
  fireEvent.click(screen.getByRole('button', { name: 'Eliminar: Sitio 6' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Eliminar/ }));
  expect(await screen.findByText('Ha habido un fallo')).toBeInTheDocument();
  expect(screen.getByText('Sitio 6')).toBeInTheDocument();
});

describe('a hostile or stale URL', () => {
  test('another page size or an unknown sort field is rewritten before any request', async () => {
    const { calls } = fakeApi(places(40));
    const { router } = renderApp('/places?perPage=5000&sort=password_hash&order=ASC&page=1&filter=%7B%7D');
    await screen.findByText('Página 1 de 3');
    expect(lists(calls).every((c) => c.variables.items === 15)).toBe(true);
    expect(lists(calls).every((c) => c.variables.order === 'idplace DESC')).toBe(true);
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('perPage'), params.get('sort'), params.get('order')]).toEqual(['15', 'idplace', 'DESC']);
  });

  test('a bad filter value gets a Spanish error naming it; the checkboxes recover the list', async () => {
    const { calls } = fakeApi(places(40));
    renderApp(`/places?filter=${encodeURIComponent('{"published":"abc"}')}`);
    expect(await screen.findByText('Valor no válido en el filtro published: abc')).toBeInTheDocument();
    expect(lists(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo publicados' }));
    await waitFor(() => expect(lastList(calls).published).toBe(1));
    expect(await screen.findByText('Sitio 2')).toBeInTheDocument();
  });

  test('the search box takes at most the 200 characters the API accepts', async () => {
    fakeApi(places(5));
    renderApp('/places');
    expect(await screen.findByLabelText('Buscar')).toHaveAttribute('maxlength', '200');
  });
});
