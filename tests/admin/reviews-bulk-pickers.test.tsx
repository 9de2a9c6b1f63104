/**
 * The reviews list's bulk publish and bulk delete (react-admin's bulk actions, part 2 §2): each asks
 * first, names how many, and then sends one request of aliased writes; and the place and user
 * pickers, each sent to the server as its filter (the data: place 5 has reviews 6 and 5, user 9 has
 * 7 and 5, so each filter alone and both together answer differently).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeReviewsApi, listCalls, openList, writes } from './support/fakeReviews';
import { toasts } from './support/referenceScreen';

const rowChecks = () => within(screen.getByRole('table')).getAllByRole('checkbox').slice(1); // [0] selects all

test('bulk publish asks «¿Desea publicar las reseñas seleccionadas?» and publishes the selected hidden one', async () => {
  const api = fakeReviewsApi();
  await openList();
  fireEvent.click(rowChecks()[1]); // Museo do Mar · Xoán Pérez, hidden
  fireEvent.click(await screen.findByRole('button', { name: 'Publicar' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Desea publicar las reseñas seleccionadas?')).toBeInTheDocument();
  expect(within(dialog).getByText('1 reseña seleccionada')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.query.includes('updReview'))).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: /confirmar/i }));
  await waitFor(() => expect(toasts()).toContain('Cambio correcto'));
  const bulk = api.calls.filter((call) => call.query.includes('updReview'));
  expect(bulk).toHaveLength(1);
  expect(writes(bulk[0])).toEqual([{ id: 6, review: { published: true } }]);
  expect(api.rows.map((r) => r.published)).toEqual([true, true, true]);
});

test('bulk delete asks first, nothing goes on Cancelar; on Confirmar the two selected go in one request', async () => {
  const api = fakeReviewsApi();
  await openList();
  fireEvent.click(rowChecks()[0]); // Café Ñandú · Begoña Iglesias
  fireEvent.click(rowChecks()[1]); // Museo do Mar · Xoán Pérez
  fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Desea eliminar este elemento?')).toBeInTheDocument();
  expect(within(dialog).getByText('2 reseñas seleccionadas')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: /cancelar/i }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.query.includes('delReview'))).toHaveLength(0);
  expect(api.rows).toHaveLength(3);

  fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
  dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /confirmar/i }));
  await waitFor(() => expect(toasts()).toContain('Eliminado correctamente'));
  const bulk = api.calls.filter((call) => call.query.includes('delReview'));
  expect(bulk).toHaveLength(1);
  expect(bulk[0].variables).toEqual({ id0: 7, id1: 6 });
  expect(api.rows.map((r) => r.idreview)).toEqual([5]);
  await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Camarero maleducado')).not.toBeInTheDocument());
  expect(within(screen.getByRole('table')).getByText('Rampa cómoda')).toBeInTheDocument();
});

/** Types in a picker and chooses the option. */
async function pick(label: string, typed: string, option: string) {
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5_000 }));
}

test('the place picker, then the user picker, each sent as its filter; the rows are the ones both match', async () => {
  const api = fakeReviewsApi();
  await openList();
  await pick('Sitio', 'museo', 'Museo do Mar');
  await waitFor(() => expect(listCalls(api.calls).at(-1)!.variables).toMatchObject({ idplace: 5, page: 1 }));
  await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Camarero maleducado')).not.toBeInTheDocument());
  expect(within(screen.getByRole('table')).getByText('Rampa cómoda')).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByRole('switch')).toHaveLength(2);

  await pick('Usuario', 'bego', 'Begoña Iglesias');
  await waitFor(() => expect(listCalls(api.calls).at(-1)!.variables).toMatchObject({ idplace: 5, iduser: 9, page: 1 }));
  await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('switch')).toHaveLength(1));
  expect(within(screen.getByRole('table')).getByText('Rampa cómoda')).toBeInTheDocument();
});
