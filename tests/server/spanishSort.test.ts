/**
 * Text sorts follow Spanish order on every engine (issue 7): accents and case do not count,
 * ñ is its own letter after n, and equal keys ('Café', 'cafe') are ordered by id, the same way on
 * every page and in both directions — for the places list (name, city; plain, filtered and
 * searched pages) and the users list (name, e-mail).
 */
import { describeApi } from './helpers/app';

const PLACES = `query($order: String, $items: Int, $page: Int, $search: String, $published: Int) {
  allPlaces(order: $order, items: $items, page: $page, search: $search, published: $published) { idplace name city }
}`;
const USERS = `query($order: String, $items: Int) { allUsers(order: $order, items: $items) { iduser name email } }`;

/** In Spanish order, as a reader expects it; inserted in another order. */
const NAMES = [
  'Aquarium de A Coruña',
  'Aquarium Finisterrae',
  'Área de juegos',
  'área verde',
  'Canto',
  'canzo',
  'Cañas',
  'Caoba',
  'Éxito',
  'Museo',
  'Museo de Arte',
  'Nube',
  'Ñandú',
  'Oso',
  'Zoo',
];
const CITIES = ['Ávila', 'Badajoz', 'Cáceres', 'Lugo', 'Ourense', 'Úbeda', 'Vigo', 'Zamora'];

describeApi('Spanish sort order', (api) => {
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const names = async (variables: Record<string, unknown>) => {
    const { data, errors } = await call(PLACES, { items: 100, ...variables });
    expect(errors).toBeUndefined();
    return data!.allPlaces as { idplace: number; name: string; city: string }[];
  };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = api().db;
    // Byte order would put 'Zoo' before 'Área' and 'Aquarium Finisterrae' before 'Aquarium de A Coruña'.
    const shuffled = [...NAMES].reverse();
    for (const [i, name] of shuffled.entries()) {
      const [row] = await db.query<{ idplace: number }>(
        "INSERT INTO places (name, city, address, published) VALUES ($1, $2, 'Rúa Nova', $3) RETURNING idplace",
        [name, CITIES[i % CITIES.length], i % 2],
      );
      ids[name] = row.idplace;
    }
    // Same key, different case and accents: ordered by id.
    for (const name of ['Café', 'cafe', 'CAFÉ']) {
      const [row] = await db.query<{ idplace: number }>("INSERT INTO places (name, city) VALUES ($1, 'Lugo') RETURNING idplace", [name]);
      ids[name] = row.idplace;
    }
    await db.query(`INSERT INTO users (name, email) VALUES ('Zoe', 'zoe@example.com'), ('Álvaro', 'alvaro@example.com'),
      ('Ñoño', 'nono@example.com'), ('Nuria', 'Nuria@example.com'), ('ana', 'Ana@example.com')`);
  });

  const withCafes = [
    'Aquarium de A Coruña',
    'Aquarium Finisterrae',
    'Área de juegos',
    'área verde',
    'Café',
    'cafe',
    'CAFÉ',
    'Canto',
    'canzo',
    'Cañas',
    'Caoba',
    'Éxito',
    'Museo',
    'Museo de Arte',
    'Nube',
    'Ñandú',
    'Oso',
    'Zoo',
  ];

  it('sorts places by name ignoring accents and case, ñ after n, ties by id', async () => {
    expect((await names({ order: 'name' })).map((p) => p.name)).toEqual(withCafes);
    // Descending is the exact reverse, ties included (by id, descending).
    expect((await names({ order: 'name DESC' })).map((p) => p.name)).toEqual([...withCafes].reverse());
  });

  it('pages through the same order', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page += 1) pages.push(...(await names({ order: 'name', items: 5, page })).map((p) => p.name));
    expect(pages).toEqual(withCafes);
  });

  it('sorts by city the same way (Ávila first, Úbeda between Ourense and Vigo)', async () => {
    const cities = (await names({ order: 'city' })).map((p) => p.city);
    const distinct = cities.filter((c, i) => c !== cities[i - 1]);
    expect(distinct).toEqual(['Ávila', 'Badajoz', 'Cáceres', 'Lugo', 'Ourense', 'Úbeda', 'Vigo', 'Zamora']);
    const desc = (await names({ order: 'city DESC' })).map((p) => p.city);
    expect(desc).toEqual([...cities].reverse());
  });

  it('keeps the order on filtered and searched pages, many matches or few', async () => {
    // Published: every second place as inserted (in reverse), listed in Spanish order.
    const published = (await names({ order: 'name', published: 1 })).map((p) => p.name);
    expect(published).toEqual(['Aquarium Finisterrae', 'área verde', 'canzo', 'Caoba', 'Museo', 'Nube', 'Oso']);
    // 'rua' matches the 15 places with an address: more than a page of 5 (walks the sort index)...
    expect((await names({ order: 'name', search: 'rua', items: 5 })).map((p) => p.name)).toEqual(NAMES.slice(0, 5));
    expect((await names({ order: 'name DESC', search: 'rua', items: 5, page: 3 })).map((p) => p.name)).toEqual(NAMES.slice(0, 5).reverse());
    // ...and fewer than a page (sorts all the matches).
    expect((await names({ order: 'name', search: 'caf' })).map((p) => p.name)).toEqual(['Café', 'cafe', 'CAFÉ']);
    expect((await names({ order: 'name DESC', search: 'a' })).map((p) => p.name).slice(0, 3)).toEqual(['Zoo', 'Oso', 'Ñandú']);
  });

  it('sorts users by name and by e-mail the same way', async () => {
    const users = async (order: string) => (await call(USERS, { order, items: 100 })).data!.allUsers as { name: string; email: string }[];
    const byName = (await users('name')).map((u) => u.name).filter((n) => n !== '');
    expect(byName.filter((n) => ['Zoe', 'Álvaro', 'Ñoño', 'Nuria', 'ana'].includes(n))).toEqual(['Álvaro', 'ana', 'Nuria', 'Ñoño', 'Zoe']);
    const byEmail = (await users('email DESC')).map((u) => u.email).filter((e) => e.endsWith('@example.com') && !e.startsWith('admin'));
    expect(byEmail).toEqual(['zoe@example.com', 'Nuria@example.com', 'nono@example.com', 'Ana@example.com', 'alvaro@example.com']);
  });
});
