/**
 * Hostile input to the reviews writes: wrong types never reach the resolver, NUL and control
 * characters in a text are refused naming it, SQL in a text is stored as data, the published filter
 * takes only booleans, no session no change, and nothing changes after any refusal.
 */
import { describeApi } from '../server/helpers/app';

const LIST = `query($published: Boolean, $search: String) { allReviews(published: $published, search: $search) { idreview } countReviews(published: $published, search: $search) }`;
const UPD = `mutation($id: Int!, $review: ReviewInput!) { updReview(idreview: $id, review: $review) }`;
const DEL = `mutation($id: Int!) { delReview(idreview: $id) }`;

describeApi('reviews: hostile input', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);
  let id = 0;
  const snapshot = async () =>
    (
      await api().db.query<{ idreview: number; text: string; published: boolean }>(
        'SELECT idreview, text, published FROM reviews ORDER BY 1',
      )
    )
      .map((r) => `${r.idreview}:${r.text}:${r.published}`)
      .join('|');

  beforeAll(async () => {
    const db = api().db;
    await db.query("INSERT INTO places (name, city) VALUES ('Bar O Porto', 'Muros')");
    await db.query("INSERT INTO users (name, email) VALUES ('Iago Souto', 'iago@example.com')");
    const rows = await db.query<{ idreview: number }>(
      `INSERT INTO reviews (idplace, iduser, text) SELECT p.idplace, u.iduser, 'Todo correcto' FROM places p, users u
       WHERE u.email = 'iago@example.com' RETURNING idreview`,
    );
    id = rows[0].idreview;
  });

  it('refuses wrong types, NUL and control characters and oversized texts, changing nothing', async () => {
    const before = await snapshot();
    const refused: [string, Record<string, unknown>, string][] = [
      [UPD, { id, review: { text: 'a\u0000b' } }, 'text'],
      [UPD, { id, review: { text: 'a\u0007b' } }, 'text'],
      [UPD, { id, review: { text: 'x'.repeat(100_000) } }, 'text'],
      [UPD, { id: -5, review: { published: false } }, 'idreview'],
    ];
    for (const [query, variables, field] of refused) {
      const answer = await call(query, variables);
      expect(answer.data, field).toBeNull();
      expect(answer.errors![0].extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    // Values of the wrong GraphQL type are refused before any resolver runs.
    for (const variables of [
      { id, review: { published: 'true' } },
      { id, review: { published: 1 } },
      { id, review: { text: 42 } },
      { id, review: { text: 'ok', idplace: 3 } },
      { id, review: 'published' },
      { id: `${id}`, review: { published: false } },
      { id: 2 ** 31, review: { published: false } },
    ]) {
      const answer = await call(UPD, variables);
      expect(answer.errors, JSON.stringify(variables)).toBeDefined();
      expect(answer.data ?? null).toBeNull();
    }
    for (const published of ['false', 0]) {
      const answer = await call(LIST, { published });
      expect(answer.errors, String(published)).toBeDefined();
      expect(answer.data ?? null).toBeNull();
    }
    expect(await snapshot()).toBe(before);
  });

  it('SQL in a text is stored as typed, and only in that review', async () => {
    const sql = "'); DELETE FROM reviews; --";
    expect((await call(UPD, { id, review: { text: sql } })).data!.updReview).toBe(id);
    expect(await snapshot()).toBe(`${id}:${sql}:true`);
    expect((await call(LIST, { search: sql })).data!.countReviews).toBe(1);
  });

  it('without a session: no change, no delete', async () => {
    const before = await snapshot();
    for (const [query, variables] of [
      [UPD, { id, review: { text: '-Censurado-' } }],
      [DEL, { id }],
    ] as const) {
      const answer = await api().call(query, variables);
      expect(answer.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    }
    expect(await snapshot()).toBe(before);
  });
});
