/**
 * Hostile input to the suggestions API: sort allow-list keys only, SQL and LIKE wildcards typed into
 * a search are data, NUL bytes and oversized values refused naming the field, no session no data,
 * and nothing changes after any refusal.
 */
import { describeApi } from '../server/helpers/app';

const LIST = `query($search: String, $order: String, $status: Int, $ids: [Int!]) {
  allSuggestions(search: $search, order: $order, status: $status, ids: $ids) { idsuggestion reason status }
  countSuggestions(search: $search, status: $status, ids: $ids)
}`;
const UPD = `mutation($id: Int!, $status: Int!) { updSuggestion(idsuggestion: $id, status: $status) }`;
const DEL = `mutation($id: Int!) { delSuggestion(idsuggestion: $id) }`;

describeApi('suggestions: hostile input', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);
  let id = 0;
  const snapshot = async () =>
    (
      await api().db.query<{ idsuggestion: number; status: number; reason: string }>(
        'SELECT idsuggestion, status, reason FROM suggestions ORDER BY 1',
      )
    )
      .map((r) => `${r.idsuggestion}:${r.status}:${r.reason}`)
      .join('|');

  beforeAll(async () => {
    const db = api().db;
    await db.query("INSERT INTO places (name, city) VALUES ('Café A Coruña', 'A Coruña')");
    await db.query("INSERT INTO users (name, email) VALUES ('Ana Pérez', 'ana@example.com')");
    const rows = await db.query<{ idsuggestion: number }>(
      `INSERT INTO suggestions (idplace, iduser, reason)
       SELECT p.idplace, u.iduser, r FROM places p, users u, unnest(ARRAY['Descuento del 50%', 'Horario_mal']) r
       WHERE u.email = 'ana@example.com' RETURNING idsuggestion`,
    );
    id = rows[0].idsuggestion;
  });

  it('built-in object keys and SQL as order are BAD_USER_INPUT naming order', async () => {
    for (const order of ['__proto__', 'constructor', 'toString', 'reason', 'create_date; DELETE FROM suggestions', 'create_date DESC, 1']) {
      const answer = await call(LIST, { order });
      expect(answer.data, order).toBeNull();
      expect(answer.errors![0].extensions, order).toEqual({ code: 'BAD_USER_INPUT', field: 'order' });
    }
  });

  it('SQL and LIKE wildcards in a search are only data', async () => {
    const count = async (search: string) => (await call(LIST, { search })).data!.countSuggestions;
    expect(await count("' OR 1=1 --")).toBe(0);
    expect(await count('%')).toBe(1); // only "Descuento del 50%" has a literal %
    expect(await count('_')).toBe(1); // only "Horario_mal" has a literal _
    expect(await count('％')).toBe(1); // full-width % folds into a literal %
    expect(await count('\\')).toBe(0);
    expect(await count('a'.repeat(200))).toBe(0);
  });

  it('refuses NUL bytes, oversized searches, statuses outside 0/1, huge ids lists and out-of-range ids, changing nothing', async () => {
    const before = await snapshot();
    const cases: [string, Record<string, unknown>, string][] = [
      [LIST, { search: 'a\u0000b' }, 'search'],
      [LIST, { search: 'x'.repeat(10_000) }, 'search'],
      [LIST, { status: 7 }, 'status'],
      [LIST, { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'ids'],
      [LIST, { ids: [0] }, 'ids'],
      [UPD, { id, status: 2 }, 'status'],
      [UPD, { id, status: -1 }, 'status'],
      [UPD, { id: 0, status: 1 }, 'idsuggestion'],
      [DEL, { id: -5 }, 'idsuggestion'],
    ];
    for (const [query, variables, field] of cases) {
      const answer = await call(query, variables);
      const label = JSON.stringify(variables).slice(0, 80);
      expect(answer.data, label).toBeNull();
      expect(answer.errors![0].extensions, label).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    // A number too large for Int, or a string, never reaches the resolver.
    for (const variables of [
      { id: 2 ** 31, status: 1 },
      { id: `${id}`, status: 1 },
      { id, status: '1' },
    ]) {
      const answer = await call(UPD, variables);
      expect(answer.errors, JSON.stringify(variables)).toBeDefined();
      expect(answer.data ?? null).toBeNull();
    }
    expect(await snapshot()).toBe(before);
  });

  it('without a session: no list, no change, no delete', async () => {
    const before = await snapshot();
    for (const [query, variables] of [
      [LIST, {}],
      [UPD, { id, status: 1 }],
      [DEL, { id }],
    ] as const) {
      const answer = await api().call(query, variables);
      expect(answer.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    }
    expect(await snapshot()).toBe(before);
  });
});
