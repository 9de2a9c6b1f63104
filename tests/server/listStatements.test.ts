/**
 * SQL statements per request, session lookup included: the panel's places list (page + count with
 * the list's fields) is 4 whatever the page size; the dashboard's one request is 5. Both documents
 * are the panel's own (bench/documents.ts takes them from src/).
 */
import { DASHBOARD, PLACES_LIST } from '../../bench/documents';
import { describeApi } from './helpers/app';

describeApi('statements per request', (api) => {
  const statements = async (query: string, variables: Record<string, unknown> = {}) => {
    const before = api().db.stats.statements;
    const { errors, data } = await api().call(query, variables, api().token);
    expect(errors).toBeUndefined();
    return { n: api().db.stats.statements - before, data: data! };
  };

  beforeAll(async () => {
    const db = api().db;
    await db.query(`INSERT INTO places (name, city, province, published)
      SELECT 'Sitio ' || i, 'Lugo', 'Lugo', i % 4 FROM generate_series(1, 20) i`);
    await db.query('INSERT INTO categories (idcategory) VALUES (1), (2)');
    await db.query("INSERT INTO category_i18n VALUES (1, 'es', 'Museo'), (2, 'es', 'Parque'), (2, 'gl', 'Parque GL')");
    await db.query('INSERT INTO place_categories SELECT idplace, 1 + idplace % 2 FROM places');
    await db.query("INSERT INTO place_i18n (idplace, lang, description) SELECT idplace, 'es', 'Tres palabras aquí' FROM places");
    await db.query(
      "INSERT INTO media (idplace, kind, url, cover) SELECT idplace, 'photo', '/media/demo/' || idplace || '.jpg', true FROM places",
    );
    await db.query("INSERT INTO users (name, email) SELECT 'Usuario ' || i, 'u' || i || '@example.com' FROM generate_series(1, 7) i");
  });

  it('the places list document is 4 statements for 1 and for 15 rows, with its related fields filled', async () => {
    const page = { items: 15, page: 1, order: 'idplace DESC' };
    const one = await statements(PLACES_LIST, { ...page, items: 1 });
    const fifteen = await statements(PLACES_LIST, page);
    expect(fifteen.data.data).toHaveLength(15);
    expect([one.n, fifteen.n]).toEqual([4, 4]);
    const filtered = await statements(PLACES_LIST, { ...page, search: 'sitio', published: 1 });
    expect(filtered.n).toBe(4);
    const [row] = fifteen.data.data as Record<string, unknown>[];
    expect(row).toMatchObject({ numphotos: 1, descriptsLen: [{ lang: 'es', chars: 18, words: 3 }] });
    expect(row.coverUrl).toMatch(/^\/media\/demo\/\d+\.jpg$/);
    expect((row.category as { text: string }[])[0].text).toMatch(/^(Museo|Parque)$/);
    expect(fifteen.data.total).toBe(20);
  });

  it('the dashboard request is 5 statements with every count right', async () => {
    const { n, data } = await statements(DASHBOARD);
    expect(n).toBe(5);
    expect(data).toMatchObject({
      places: 20,
      published: 5,
      drafts: 5,
      closed: 5,
      tempClosed: 5,
      newPlaces: 20,
      users: 8,
      newUsers: 8,
      reviews: 0,
      newReviews: 0,
    });
    expect(data.latestPlaces).toHaveLength(5);
    expect(data.latestUsers).toHaveLength(5);
  });

  it('a category asked in Galician falls back to Spanish, in the same single statement', async () => {
    const before = api().db.stats.statements;
    const { data } = await api().call(
      'query { allPlaces(lang: "gl", items: 2, order: "idplace") { idplace category { idcategory text } coverUrl } }',
      {},
      api().token,
    );
    expect(api().db.stats.statements - before).toBe(3);
    const texts = (data!.allPlaces as { category: { idcategory: number; text: string }[] }[]).map((p) => p.category[0]);
    expect(texts).toEqual(
      expect.arrayContaining([
        { idcategory: 2, text: 'Parque GL' },
        { idcategory: 1, text: 'Museo' },
      ]),
    );
  });
});
