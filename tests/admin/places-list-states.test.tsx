/**
 * The places list, what issue 7 added: a failed page is an error with 'Reintentar', never the
 * empty-result message; typing a search replaces the history entry instead of adding one per
 * pause; 'Nuevos en el último mes' (the dashboard card's filter) shows it is on and can be
 * removed; the sorted header says so (aria-sort); on a phone the list is a simple list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSession } from './support/fakeApi';
import { fakePlacesApi, lastList, lists, places, urlFilter } from './support/fakePlaces';
import { renderApp, viewportWidth } from './support/renderApp';

beforeEach(() => storeSession());

const withNew = () => places(40).map((p) => ({ ...p, recent: p.idplace >= 38 }));

test('a server error shows what failed and "Reintentar", not the empty-result message', async () => {
  let failing = true;
  fakePlacesApi(places(20), undefined, () => failing);
  renderApp('/places');
  expect(await screen.findByText('No se han podido cargar los sitios')).toBeInTheDocument();
  expect(screen.getByText('Error interno del servidor')).toBeInTheDocument();
  expect(screen.queryByText('No hay sitios que coincidan con la búsqueda.')).not.toBeInTheDocument();
  failing = false;
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Café A Coruña')).toBeInTheDocument();
  expect(screen.queryByText('No se han podido cargar los sitios')).not.toBeInTheDocument();
});

test('a search that matches nothing says so, and is not an error', async () => {
  fakePlacesApi(places(20));
  renderApp(`/places?filter=${encodeURIComponent('{"q":"zzz"}')}`);
  expect(await screen.findByText('No hay sitios que coincidan con la búsqueda.')).toBeInTheDocument();
  expect(screen.queryByText('No se han podido cargar los sitios')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
});

test('typing a search with pauses leaves no history entry per pause: Back leaves the list', async () => {
  const { calls } = fakePlacesApi(places(40));
  const user = userEvent.setup();
  const { router } = renderApp('/');
  await router.navigate('/places');
  await screen.findByText('Café A Coruña');
  const box = screen.getByLabelText('Buscar');
  await user.type(box, 'sit');
  await waitFor(() => expect(lastList(calls).search).toBe('sit'));
  await user.type(box, 'io 1');
  await waitFor(() => expect(lastList(calls).search).toBe('sitio 1'));
  expect(urlFilter(router.state.location.search)).toEqual({ q: 'sitio 1' });
  expect(router.state.historyAction).toBe('REPLACE');
  await router.navigate(-1);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('"Nuevos en el último mes" (the dashboard card\'s link) is shown checked, filters, and can be removed', async () => {
  const { calls } = fakePlacesApi(withNew());
  const { router } = renderApp(`/places?filter=${encodeURIComponent('{"lastmonths":1}')}&page=1`);
  await screen.findByText('Sitio 40');
  expect(lastList(calls)).toMatchObject({ lastmonths: 1 });
  expect(screen.getByRole('checkbox', { name: 'Nuevos en el último mes' })).toBeChecked();
  expect(screen.queryByText('Café A Coruña')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument(); // 3 new places

  // It adds to a state filter, and unchecking it brings every place back.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Solo publicados' }));
  await waitFor(() => expect(lastList(calls)).toMatchObject({ lastmonths: 1, published: 1 }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Nuevos en el último mes' }));
  await waitFor(() => expect(lastList(calls)).not.toHaveProperty('lastmonths'));
  expect(urlFilter(router.state.location.search)).toEqual({ published: 1 });
  expect(screen.getByRole('checkbox', { name: 'Nuevos en el último mes' })).not.toBeChecked();
  expect(await screen.findByText('Sitio 2')).toBeInTheDocument(); // published, not new
  expect(lists(calls).every((c) => c.variables.items === 15)).toBe(true);
});

test('the sorted column header carries aria-sort, ascending then descending; the others none', async () => {
  fakePlacesApi(places(40));
  renderApp('/places');
  await screen.findByText('Café A Coruña');
  const header = (text: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === text)!;
  expect(header('Id')).toHaveAttribute('aria-sort', 'descending'); // the default order, idplace DESC
  expect(header('Ciudad')).not.toHaveAttribute('aria-sort');
  fireEvent.click(within(header('Ciudad')).getByText('Ciudad'));
  await waitFor(() => expect(header('Ciudad')).toHaveAttribute('aria-sort', 'ascending'));
  expect(header('Id')).not.toHaveAttribute('aria-sort');
  fireEvent.click(within(header('Ciudad')).getByText('Ciudad'));
  await waitFor(() => expect(header('Ciudad')).toHaveAttribute('aria-sort', 'descending'));
});

test('on a phone the list is a simple list: name, city, state menu and the row actions', async () => {
  viewportWidth(390);
  const { calls } = fakePlacesApi(places(40));
  renderApp('/places');
  const name = await screen.findByText('Café A Coruña');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const item = name.closest('li')!;
  expect(within(item).getByText('A Coruña')).toBeInTheDocument();
  expect(within(item).getByRole('button', { name: 'Estado: No publicado. Cambiar estado' })).toBeInTheDocument();
  expect(within(item).getByRole('link', { name: 'Editar: Café A Coruña' })).toHaveAttribute('href', '/places/1');
  expect(within(item).getByRole('button', { name: 'Eliminar: Café A Coruña' })).toBeInTheDocument();
  expect(within(item).getByRole('link', { name: 'Ver en la web pública: Café A Coruña' })).toHaveAttribute('target', '_blank');
  expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Solo borradores' }));
  await waitFor(() => expect(lastList(calls).published).toBe(0));
});
