/** Bad input of every kind answers a clear error and changes nothing (issue: "Bad input"). */
import { describeApi } from './helpers/app';

const PLACES =
  'query($lang: String, $search: String, $items: Int, $page: Int, $order: String, $published: Int) { allPlaces(lang: $lang, search: $search, items: $items, page: $page, order: $order, published: $published) { idplace } }';

describeApi('bad input', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);
  const expectBad = async (variables: Record<string, unknown>, field: string, message: RegExp) => {
    const answer = await call(PLACES, variables);
    expect(answer.data).toBeNull();
    expect(answer.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors![0].message).toMatch(message);
  };

  beforeAll(async () => {
    await api().db.query("INSERT INTO places (name, city) VALUES ('Café A Coruña', 'A Coruña'), ('Museo del Prado', 'Madrid')");
  });

  it('malformed GraphQL is a parse error', async () => {
    const answer = await call('{ allPlaces( { idplace }');
    expect(answer.errors![0].extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.errors![0].message).toMatch(/Syntax Error/);
  });

  it('a body that is not JSON is refused with a GraphQL-shaped error', async () => {
    const response = await api().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api().token}` },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBeTruthy();
  });

  it('wrong types are validation errors naming the variable', async () => {
    const answer = await call(PLACES, { page: 'two' });
    expect(answer.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.errors![0].message).toMatch(/\$page/);
    const unknownField = await call('{ allPlaces { password } }');
    expect(unknownField.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('negative, zero and huge ids are refused naming idplace', async () => {
    for (const idplace of [-1, 0]) {
      const answer = await call('query($id: Int!) { place(idplace: $id) { idplace } }', { id: idplace });
      expect(answer.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idplace' });
    }
    const huge = await call('query($id: Int!) { place(idplace: $id) { idplace } }', { id: 2 ** 40 });
    expect(huge.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const missing = await call('query($id: Int!) { place(idplace: $id) { idplace } }', { id: 999999 });
    expect(missing.data).toEqual({ place: null });
  });

  it('pages and page sizes out of range are refused', async () => {
    await expectBad({ page: 0 }, 'page', /Página no válida/);
    await expectBad({ page: -5 }, 'page', /Página no válida/);
    await expectBad({ page: 2_000_000_000 }, 'page', /Página no válida/);
    await expectBad({ items: 0 }, 'items', /Tamaño de página/);
    await expectBad({ items: 100_000 }, 'items', /Tamaño de página/);
  });

  it('a 1 MB search string is refused, not run', async () => {
    await expectBad({ search: 'x'.repeat(1024 * 1024) }, 'search', /demasiado largo/);
  });

  it('a body over the limit is refused with 413 and a clear message', async () => {
    const response = await api().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api().token}` },
      payload: JSON.stringify({ query: PLACES, variables: { search: 'x'.repeat(5 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(response.json().errors[0].message).toMatch(/demasiado grande/);
  });

  it('unknown order values are refused, and SQL in order never runs', async () => {
    await expectBad({ order: 'password' }, 'order', /Orden no válido/);
    await expectBad({ order: 'name; DROP TABLE places' }, 'order', /Orden no válido/);
    await expectBad({ order: 'name DESCENDING' }, 'order', /Orden no válido/);
    const [count] = await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places');
    expect(count.n).toBe(2);
    const ok = await call(PLACES, { order: 'name DESC' });
    expect(ok.data!.allPlaces).toHaveLength(2);
  });

  it('an unknown lang is refused; the case of a known one does not matter', async () => {
    await expectBad({ lang: 'fr' }, 'lang', /Idioma no válido/);
    await expectBad({ lang: 'español' }, 'lang', /Idioma no válido/);
    const upper = await call(PLACES, { lang: 'ES' });
    expect(upper.errors).toBeUndefined();
    const ref = await call('{ allCategories(lang: "xx") { idcategory } }');
    expect(ref.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lang' });
  });

  it('published outside 0..3 is refused', async () => {
    await expectBad({ published: 4 }, 'published', /entre 0 y 3/);
  });

  it('LIKE wildcards in a search match themselves', async () => {
    const answer = await call(PLACES, { search: '%' });
    expect(answer.data!.allPlaces).toHaveLength(0);
  });

  // docs/security.md «Coste de la consulta»: depth at most 8, at most 400 fields.
  it('a query nested 9 levels deep is refused for its depth; 8 levels are not', async () => {
    /** `me` + (levels - 2) nested fields + a leaf: `levels` levels of data fields. */
    const nested = (levels: number) => `{ me { ${'a { '.repeat(levels - 2)}b${' }'.repeat(levels - 2)} } }`;
    const deep = await call(nested(9));
    expect(deep.data).toBeNull();
    expect(deep.errors![0].extensions!.code).toBe('QUERY_TOO_DEEP');
    expect(deep.errors![0].message).toBe('La consulta anida demasiados niveles: 9 (máximo 8)');
    // 8 levels pass the depth check and reach graphql's own rules (these fields do not exist).
    const eight = await call(nested(8));
    expect(eight.errors!.map((e) => e.extensions!.code)).not.toContain('QUERY_TOO_DEEP');
    expect(eight.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a query of 401 fields is refused as too costly; 400 are answered', async () => {
    /** `me` and (count - 1) aliases of one of its fields: `count` fields in all. */
    const wide = (count: number) => `{ me { ${Array.from({ length: count - 1 }, (_, i) => `a${i}: iduser`).join(' ')} } }`;
    const refused = await call(wide(401));
    expect(refused.data).toBeNull();
    expect(refused.errors![0].extensions!.code).toBe('QUERY_TOO_COMPLEX');
    expect(refused.errors![0].message).toBe('La consulta es demasiado costosa: 401 campos (máximo 400)');
    const answered = await call(wide(400));
    expect(answered.errors).toBeUndefined();
    expect(Object.keys(answered.data!.me as object)).toHaveLength(399);
  });
});
