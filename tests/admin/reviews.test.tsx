/**
 * The reviews list (part 2 §2 "Reviews list", §4, §5, §8): place linked to its editor, user linked
 * to their activity, text with an expand toggle, date and published; the published switch
 * ('Cambio correcto'), censor after '¿Desea censurar este comentario?' ('Censurado correctamente'),
 * the state filter sent to the server, and the bulk hide of selected rows in one request.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeReviewsApi, listCalls, openList, writes } from './support/fakeReviews';
import { toasts } from './support/referenceScreen';
import { axeProblems } from './support/axe';

test('the list links place and user, folds a long text, and asks 25 newest first with the count', async () => {
  const api = fakeReviewsApi();
  const table = await openList();
  // its column, and under the text for a narrow card (CSS container queries pick one; jsdom shows both)
  for (const link of within(table).getAllByRole('link', { name: 'Café Ñandú' })) expect(link).toHaveAttribute('href', '/places/4');
  expect(await within(table).findByRole('link', { name: 'Xoán Pérez' })).toHaveAttribute('href', '/users/10/show'); // once the role is known
  expect(within(table).getByText('20/11/2026')).toBeInTheDocument();
  const more = within(table).getByRole('button', { name: 'Ver más' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(more);
  expect(within(table).getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
  expect(within(table).getByRole('switch', { name: 'Publicada: Café Ñandú · Begoña Iglesias' })).toBeChecked();
  expect(within(table).getByRole('switch', { name: 'Publicada: Museo do Mar · Xoán Pérez' })).not.toBeChecked();
  const first = listCalls(api.calls)[0];
  expect(first.query).toContain('total: countReviews');
  expect(first.variables).toMatchObject({ items: 25, page: 1, order: 'date DESC' });
  expect(await axeProblems()).toEqual([]);
});

test('the published switch sends updReview(published) and says «Cambio correcto»', async () => {
  const api = fakeReviewsApi();
  const table = await openList();
  fireEvent.click(within(table).getByRole('switch', { name: 'Publicada: Museo do Mar · Xoán Pérez' }));
  await waitFor(() => expect(toasts()).toContain('Cambio correcto'));
  const upd = api.calls.find((call) => call.query.includes('updReview'))!;
  expect(writes(upd)).toEqual([{ id: 6, review: { published: true } }]);
  expect(api.rows[1].published).toBe(true);
  await waitFor(() => expect(within(table).getByRole('switch', { name: 'Publicada: Museo do Mar · Xoán Pérez' })).toBeChecked());
});

test('censor asks «¿Desea censurar este comentario?», then writes «-Censurado-» and says «Censurado correctamente»', async () => {
  const api = fakeReviewsApi();
  const table = await openList();
  fireEvent.click(within(table).getByRole('button', { name: 'Censurar: Café Ñandú · Begoña Iglesias' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Desea censurar este comentario?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Censurar' }));
  await waitFor(() => expect(toasts()).toContain('Censurado correctamente'));
  expect(writes(api.calls.find((call) => call.query.includes('updReview'))!)).toEqual([{ id: 7, review: { text: '-Censurado-' } }]);
  expect(await within(table).findByText('-Censurado-')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(table).getByRole('button', { name: 'Censurar: Café Ñandú · Begoña Iglesias' })).toBeDisabled();
});

test('a failed change says «Ha habido un fallo» and the switch stays', async () => {
  fakeReviewsApi((call) =>
    call.query.includes('updReview')
      ? { data: null, errors: [{ message: 'La base de datos no responde', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
      : undefined,
  );
  const table = await openList();
  fireEvent.click(within(table).getByRole('switch', { name: 'Publicada: Café Ñandú · Begoña Iglesias' }));
  await waitFor(() => expect(toasts()).toContain('Ha habido un fallo'));
  expect(within(table).getByRole('switch', { name: 'Publicada: Café Ñandú · Begoña Iglesias' })).toBeChecked();
});

test('the state filter asks the server for hidden ones; two selected rows are hidden in one request', async () => {
  const api = fakeReviewsApi();
  await openList();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Ocultas' }));
  await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Camarero maleducado')).not.toBeInTheDocument());
  expect(listCalls(api.calls).at(-1)!.variables).toMatchObject({ published: false, page: 1 });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
  // react-admin names the empty choice 'Borrar el valor'; it shows 'Todas'
  fireEvent.click(within(await screen.findByRole('listbox')).getByText('Todas'));
  await within(screen.getByRole('table')).findByText('Camarero maleducado');

  const checks = within(screen.getByRole('table')).getAllByRole('checkbox');
  // [0] selects all; then one per row
  fireEvent.click(checks[1]);
  fireEvent.click(checks[3]);
  fireEvent.click(await screen.findByRole('button', { name: 'Ocultar' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Desea ocultar las reseñas seleccionadas?')).toBeInTheDocument();
  expect(within(dialog).getByText('2 reseñas seleccionadas')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: /confirmar/i }));
  await waitFor(() => expect(toasts()).toContain('Cambio correcto'));
  const bulk = api.calls.filter((call) => call.query.includes('updReview'));
  expect(bulk).toHaveLength(1);
  expect(writes(bulk[0])).toEqual([
    { id: 7, review: { published: false } },
    { id: 5, review: { published: false } },
  ]);
  expect(api.rows.map((r) => r.published)).toEqual([false, false, false]);
});
