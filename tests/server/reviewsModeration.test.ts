/** Review moderation: the published filter, updReview (publish, unpublish, censor), delReview, aliased bulk writes (docs/api.md «Reseñas»). */
import { describeApi } from './helpers/app';

const LIST = `query($search: String, $published: Boolean, $idplace: Int, $iduser: Int, $order: String, $items: Int, $page: Int) {
  allReviews(search: $search, published: $published, idplace: $idplace, iduser: $iduser, order: $order, items: $items, page: $page) {
    idreview text published
  }
  countReviews(search: $search, published: $published, idplace: $idplace, iduser: $iduser)
}`;
const UPD = `mutation($idreview: Int!, $review: ReviewInput!) { updReview(idreview: $idreview, review: $review) }`;
const DEL = `mutation($idreview: Int!) { delReview(idreview: $idreview) }`;

type Row = { idreview: number; text: string; published: boolean };

describeApi('reviews moderation', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);
  const stored = async () =>
    (await api().db.query<Row>('SELECT idreview, text, published FROM reviews ORDER BY idreview')).map(
      (r) => `${r.text}:${r.published ? 'sí' : 'no'}`,
    );
  let ids: number[] = [];

  beforeAll(async () => {
    const db = api().db;
    const [user] = await db.query<{ iduser: number }>(
      `INSERT INTO users (name, email, registration_date) VALUES ('Uxía Barreiro', 'uxia@example.com', now()) RETURNING iduser`,
    );
    const [place] = await db.query<{ idplace: number }>(
      `INSERT INTO places (name, city) VALUES ('Pulpería Ézaro', 'Dumbría') RETURNING idplace`,
    );
    ids = (
      await db.query<{ idreview: number }>(
        `INSERT INTO reviews (idplace, iduser, text, published, date) VALUES
          ($1, $2, 'Pulpo excelente', true, now() - interval '1 day'),
          ($1, $2, 'Camarero maleducado', false, now() - interval '2 days'),
          ($1, $2, 'Buena carta sin gluten', true, now() - interval '3 days')
         RETURNING idreview`,
        [place.idplace, user.iduser],
      )
    ).map((r) => r.idreview);
  });

  it('filters by published, list and count alike (a dropped filter would answer all three)', async () => {
    const shown = await call(LIST, { published: true });
    expect(shown.errors).toBeUndefined();
    expect([shown.data!.countReviews, shown.data!.allReviews.map((r: Row) => r.text)]).toEqual([
      2,
      ['Pulpo excelente', 'Buena carta sin gluten'],
    ]);
    const hidden = await call(LIST, { published: false });
    expect([hidden.data!.countReviews, hidden.data!.allReviews.map((r: Row) => r.text)]).toEqual([1, ['Camarero maleducado']]);
    expect((await call(LIST, { published: true, search: 'GLUTEN' })).data!.countReviews).toBe(1);
    expect((await call(LIST)).data!.countReviews).toBe(3);
  });

  it('publishes, unpublishes and censors one review, read back; the others do not change', async () => {
    expect((await call(UPD, { idreview: ids[1], review: { published: true } })).data!.updReview).toBe(ids[1]);
    expect(await stored()).toEqual(['Pulpo excelente:sí', 'Camarero maleducado:sí', 'Buena carta sin gluten:sí']);
    expect((await call(UPD, { idreview: ids[1], review: { text: '-Censurado-' } })).data!.updReview).toBe(ids[1]);
    expect((await call(UPD, { idreview: ids[1], review: { published: false } })).data!.updReview).toBe(ids[1]);
    const hidden = await call(LIST, { published: false });
    expect(hidden.data!.allReviews).toEqual([{ idreview: ids[1], text: '-Censurado-', published: false }]);
    expect(await stored()).toEqual(['Pulpo excelente:sí', '-Censurado-:no', 'Buena carta sin gluten:sí']);
  });

  it('bulk unpublish and bulk delete travel as aliased mutations in one request', async () => {
    const bulk = await call(
      `mutation($a: Int!, $b: Int!, $r: ReviewInput!) { r0: updReview(idreview: $a, review: $r) r1: updReview(idreview: $b, review: $r) }`,
      { a: ids[0], b: ids[2], r: { published: false } },
    );
    expect(bulk.data).toEqual({ r0: ids[0], r1: ids[2] });
    expect(await stored()).toEqual(['Pulpo excelente:no', '-Censurado-:no', 'Buena carta sin gluten:no']);
    const [extra] = await api().db.query<{ idreview: number }>(
      `INSERT INTO reviews (idplace, iduser, text) SELECT idplace, iduser, 'Borrar' FROM reviews LIMIT 1 RETURNING idreview`,
    );
    const del = await call(`mutation($a: Int!) { r0: delReview(idreview: $a) }`, { a: extra.idreview });
    expect(del.data).toEqual({ r0: true });
    const again = await call(DEL, { idreview: extra.idreview });
    expect(again.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'idreview' });
    expect(again.errors![0].message).toBe('La reseña no existe');
    expect((await call(LIST)).data!.countReviews).toBe(3);
  });

  it('refuses an unknown id, an empty or too long text and an empty change, naming the field, changing nothing', async () => {
    const before = await stored();
    const missing = await call(UPD, { idreview: 999999, review: { published: true } });
    expect(missing.data).toBeNull();
    expect(missing.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'idreview' });
    const cases: [string, Record<string, unknown>, string, string][] = [
      [UPD, { idreview: ids[0], review: { text: 'x'.repeat(5001) } }, 'text', 'El campo text es demasiado largo (máximo 5000 caracteres)'],
      [UPD, { idreview: ids[0], review: { text: '   ' } }, 'text', 'El campo text no puede estar vacío'],
      [UPD, { idreview: ids[0], review: {} }, 'review', 'Nada que cambiar en review: envíe text o published'],
      [UPD, { idreview: 0, review: { published: true } }, 'idreview', 'Identificador no válido en idreview: debe ser un entero positivo'],
      [DEL, { idreview: -1 }, 'idreview', 'Identificador no válido en idreview: debe ser un entero positivo'],
    ];
    for (const [query, variables, field, message] of cases) {
      const { data, errors } = await call(query, variables);
      expect(data, field).toBeNull();
      expect(errors![0].extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(errors![0].message).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });
});
