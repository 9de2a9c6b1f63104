/**
 * The user activity's reviews panel (part 2 §2 "User activity": reviews with expand, censor,
 * delete): the reviews list's pieces, and after each change the panel shows what the server now
 * holds — the censored text, one review fewer in the count.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphQL, storeSession, type GraphQLCall } from './support/fakeApi';
import { renderApp } from './support/renderApp';
import { toasts } from './support/referenceScreen';

const review = (idreview: number, text: string) => ({
  idreview,
  idplace: 4,
  place: 'Café Ñandú',
  iduser: 9,
  user: 'Begoña Iglesias',
  text,
  published: true,
  date: '2026-11-21T10:00:00.000Z',
});

function fakeActivityApi() {
  const reviews = [review(102, 'Camarero maleducado'), review(101, 'Rampa cómoda')];
  const api = fakeGraphQL(async (call: GraphQLCall) => {
    if (call.query.includes('updReview')) {
      Object.assign(
        reviews.find((r) => r.idreview === call.variables.id0)!,
        call.variables.review,
      );
      return { data: { r0: call.variables.id0 } };
    }
    if (call.query.includes('delReview')) {
      reviews.splice(
        reviews.findIndex((r) => r.idreview === call.variables.id0),
        1,
      );
      return { data: { r0: true } };
    }
    if (call.query.includes('user(')) {
      const user = {
        iduser: 9,
        name: 'Begoña Iglesias',
        email: 'bego@example.com',
        avatar: null,
        registration_date: '2026-11-20T10:00:00.000Z',
        last_connection: null,
        has_facebookid: false,
        has_googleid: false,
        has_password: true,
        newsletter: false,
        counts: { places: 0, servicevotes: 0, reviews: reviews.length, photos: 0, suggestions: 0 },
        places: [],
        servicevotes: [],
        reviews: reviews.map((r) => ({ ...r })),
        suggestions: [],
      };
      return { data: { data: user } };
    }
    return { data: null };
  });
  return { ...api, reviews };
}

test('censor and delete from the activity: asked first, saved, and the panel shows the new text and count', async () => {
  const api = fakeActivityApi();
  storeSession();
  renderApp('/users/9/show');
  const panel = await screen.findByRole('region', { name: 'Reseñas (2)' }, { timeout: 40_000 });
  const rows = () => within(screen.getByRole('region', { name: /^Reseñas/ })).getAllByRole('listitem');

  fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Censurar: Café Ñandú · Begoña Iglesias' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Desea censurar este comentario?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Censurar' }));
  await waitFor(() => expect(toasts()).toContain('Censurado correctamente'));
  expect(api.reviews[0].text).toBe('-Censurado-');
  await within(panel).findByText('-Censurado-');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fireEvent.click(within(rows()[1]).getByRole('button', { name: 'Eliminar: Café Ñandú · Begoña Iglesias' }));
  dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Desea eliminar este elemento?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  await waitFor(() => expect(toasts()).toContain('Eliminado correctamente'));
  expect(api.reviews.map((r) => r.idreview)).toEqual([102]);
  await screen.findByRole('region', { name: 'Reseñas (1)' });
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(within(rows()[0]).getByText('-Censurado-')).toBeInTheDocument();
});
