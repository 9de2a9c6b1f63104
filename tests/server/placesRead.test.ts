/** The places reads the foundation serves: page, count, one place, accent-insensitive search. */
import { describeApi } from './helpers/app';

const LIST = `query($search: String, $items: Int, $page: Int, $order: String, $published: Int, $ids: [Int!]) {
  allPlaces(search: $search, items: $items, page: $page, order: $order, published: $published, ids: $ids) {
    idplace name city published coverUrl numphotos category { idcategory text } descriptsLen { lang chars words }
  }
  countPlaces(search: $search, published: $published, ids: $ids)
}`;

describeApi('places reads', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);

  beforeAll(async () => {
    const db = api().db;
    await db.query(`INSERT INTO places (name, city, province, address, published) VALUES
      ('Café A Coruña', 'A Coruña', 'A Coruña', 'Rúa Real 1', 1),
      ('Museo do Pobo Galego', 'Santiago de Compostela', 'A Coruña', 'San Domingos de Bonaval', 1),
      ('Parque del Retiro', 'Madrid', 'Madrid', 'Plaza de la Independencia', 0),
      ('Hotel Baixa', 'Lisboa', 'Lisboa', 'Rua Augusta 5', 3)`);
    await db.query('INSERT INTO categories (idcategory) VALUES (1)');
    await db.query(
      "INSERT INTO category_i18n VALUES (1, 'es', 'Café / Bar'), (1, 'en', 'Café / Bar'), (1, 'gl', 'Café / Bar'), (1, 'pt', 'Café / Bar')",
    );
    await db.query('INSERT INTO place_categories (idplace, idcategory) SELECT idplace, 1 FROM places');
    await db.query(
      "INSERT INTO place_i18n (idplace, lang, description) SELECT idplace, 'es', 'Un sitio muy agradable' FROM places WHERE name LIKE 'Café%'",
    );
    await db.query(
      "INSERT INTO media (idplace, kind, url, cover) SELECT idplace, 'photo', '/media/a.png', true FROM places WHERE name LIKE 'Café%'",
    );
  });

  it('finds "Café A Coruña" searching "cafe coruna", and counts the same', async () => {
    const { data } = await call(LIST, { search: 'cafe coruna' });
    expect(data!.allPlaces.map((p: { name: string }) => p.name)).toEqual(['Café A Coruña']);
    expect(data!.countPlaces).toBe(1);
  });

  it('searches city, province and address too', async () => {
    expect((await call(LIST, { search: 'santiago' })).data!.countPlaces).toBe(1);
    expect((await call(LIST, { search: 'LISBOA' })).data!.countPlaces).toBe(1);
    expect((await call(LIST, { search: 'independencia' })).data!.countPlaces).toBe(1);
  });

  it('filters by published state and pages with a matching count', async () => {
    const published = await call(LIST, { published: 1, order: 'name' });
    expect(published.data!.allPlaces.map((p: { name: string }) => p.name)).toEqual(['Café A Coruña', 'Museo do Pobo Galego']);
    expect(published.data!.countPlaces).toBe(2);
    const page2 = await call(LIST, { items: 3, page: 2, order: 'name' });
    expect(page2.data!.allPlaces.map((p: { name: string }) => p.name)).toEqual(['Parque del Retiro']);
    expect(page2.data!.countPlaces).toBe(4);
  });

  it('returns related data: category text, cover, photo count, description length', async () => {
    const { data } = await call(LIST, { search: 'cafe' });
    const [cafe] = data!.allPlaces;
    expect(cafe.category).toEqual([{ idcategory: 1, text: 'Café / Bar' }]);
    expect(cafe.coverUrl).toBe('/media/a.png');
    expect(cafe.numphotos).toBe(1);
    expect(cafe.descriptsLen).toEqual([{ lang: 'es', chars: 22, words: 4 }]);
  });

  it('fetches related data in a fixed number of statements whatever the page size', async () => {
    const stats = api().db.stats;
    const before = stats.statements;
    await call(LIST, { items: 1 });
    const small = stats.statements - before;
    const mid = stats.statements;
    await call(LIST, { items: 4 });
    const large = stats.statements - mid;
    expect(large).toBe(small);
  });

  it('reads one place by id, and several by ids', async () => {
    const [{ idplace }] = await api().db.query<{ idplace: number }>("SELECT idplace FROM places WHERE name = 'Hotel Baixa'");
    const one = await call('query($id: Int!) { place(idplace: $id) { name published hours userPlaceRating } }', { id: idplace });
    expect(one.data!.place).toEqual({ name: 'Hotel Baixa', published: 3, hours: [], userPlaceRating: null });
    const many = await call(LIST, { ids: [idplace, 999999] });
    expect(many.data!.countPlaces).toBe(1);
  });
});
