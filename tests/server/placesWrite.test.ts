/** statusPlace and delPlace: state changes, bad input, and a delete that leaves nothing behind. */
import fs from 'node:fs';
import path from 'node:path';
import { describeApi } from './helpers/app';

const STATUS = 'mutation($id: Int!, $p: Int!) { statusPlace(idplace: $id, publish: $p) }';
const DELETE = 'mutation($id: Int!) { delPlace(idplace: $id) }';

/** Tables with an idplace column that a place's delete must empty for it. */
const CHILD_TABLES = [
  'place_i18n',
  'place_categories',
  'place_subcategories',
  'place_equipment',
  'place_allergies',
  'media',
  'service_votes',
  'ratings',
  'reviews',
  'suggestions',
];

describeApi('places writes', (api) => {
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const one = async <T>(sql: string, params: unknown[] = []) => (await api().db.query<T>(sql, params))[0];
  const newPlace = async (name: string, published = 0) =>
    (
      await one<{ idplace: number }>(
        `INSERT INTO places (name, city, province, published, update_date) VALUES ($1, 'Lugo', 'Lugo', $2, now() - interval '1 day') RETURNING idplace`,
        [name, published],
      )
    ).idplace;
  const file = (key: string) => path.join(api().config.uploadDir, key);
  const write = (key: string) => {
    fs.mkdirSync(path.dirname(file(key)), { recursive: true });
    fs.writeFileSync(file(key), 'x');
  };

  it('sets each state 0..3, answers a positive number and updates update_date', async () => {
    const id = await newPlace('Estados');
    for (const state of [1, 2, 3, 0]) {
      const before = (await one<{ update_date: string }>('SELECT update_date FROM places WHERE idplace = $1', [id])).update_date;
      const { data, errors } = await call(STATUS, { id, p: state });
      expect(errors).toBeUndefined();
      expect(data!.statusPlace).toBeGreaterThan(0);
      const row = await one<{ published: number; update_date: string }>('SELECT published, update_date FROM places WHERE idplace = $1', [
        id,
      ]);
      expect(row.published).toBe(state);
      expect(Date.parse(row.update_date)).toBeGreaterThan(Date.parse(before));
    }
    const counted = await call('query { countPlaces(published: 0) }', {});
    expect(counted.data!.countPlaces).toBe(Number((await one<{ n: number }>('SELECT count(*) AS n FROM places WHERE published = 0')).n));
  });

  it('refuses a state outside 0..3 naming publish, and changes nothing', async () => {
    const id = await newPlace('Estado malo', 1);
    for (const bad of [4, -1, 99]) {
      const { data, errors } = await call(STATUS, { id, p: bad });
      expect(data).toBeNull();
      expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'publish' });
      expect(errors![0].message).toMatch(/publish/);
    }
    const wrongType = await call(STATUS, { id, p: '1' });
    expect(wrongType.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await one<{ published: number }>('SELECT published FROM places WHERE idplace = $1', [id])).published).toBe(1);
  });

  it('answers NOT_FOUND for an unknown place and BAD_USER_INPUT for a malformed id', async () => {
    const missing = await call(STATUS, { id: 2_000_000_000, p: 1 });
    expect(missing.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'idplace' });
    const zero = await call(STATUS, { id: 0, p: 1 });
    expect(zero.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idplace' });
    const gone = await call(DELETE, { id: -5 });
    expect(gone.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idplace' });
  });

  it('deletes a place with every row hanging off it and its stored files, leaving demo files and shared ones', async () => {
    const db = api().db;
    const id = await newPlace('Para borrar', 1);
    const other = await newPlace('Vecino', 1);
    const [{ iduser }] = await db.query<{ iduser: number }>(
      "INSERT INTO users (name, email) VALUES ('Ana', 'ana.borrar@example.com') RETURNING iduser",
    );
    await db.query('INSERT INTO categories (idcategory) VALUES (901)');
    await db.query('INSERT INTO subcategories (idsubcategory) VALUES (901)');
    await db.query('INSERT INTO equipment (idequipment) VALUES (901)');
    await db.query('INSERT INTO allergies (idallergie) VALUES (901)');
    await db.query('INSERT INTO services (idservice) VALUES (901)');
    for (const place of [id, other]) {
      await db.query("INSERT INTO place_i18n (idplace, lang, description) VALUES ($1, 'es', 'Texto')", [place]);
      await db.query('INSERT INTO place_categories VALUES ($1, 901)', [place]);
      await db.query('INSERT INTO place_subcategories VALUES ($1, 901)', [place]);
      await db.query('INSERT INTO place_equipment VALUES ($1, 901)', [place]);
      await db.query('INSERT INTO place_allergies VALUES ($1, 901)', [place]);
      await db.query('INSERT INTO service_votes (idplace, idservice, iduser, points) VALUES ($1, 901, $2, 3)', [place, iduser]);
      await db.query('INSERT INTO ratings (idplace, iduser, points) VALUES ($1, $2, 4)', [place, iduser]);
      await db.query("INSERT INTO reviews (idplace, iduser, text) VALUES ($1, $2, 'Bien')", [place, iduser]);
      await db.query("INSERT INTO suggestions (idplace, iduser, reason) VALUES ($1, $2, 'Cerrado')", [place, iduser]);
    }
    const own = `places/${id}/foto.jpg`;
    const shared = `places/${id}/compartida.jpg`;
    for (const key of [
      own,
      `places/${id}/foto.thumb.jpg`,
      `places/${id}/thumbs/foto.jpg`,
      shared,
      'demo/plaza.jpg',
      'places/fotografia.jpg',
    ])
      write(key);
    await db.query(
      `INSERT INTO media (idplace, kind, url, storage_key, cover) VALUES
        ($1, 'photo', '/media/' || $2, $2, true), ($1, 'photo', '/media/' || $3, $3, false),
        ($1, 'photo', '/media/demo/plaza.jpg', NULL, false), ($1, 'pdf', '/media/demo/plaza.jpg', NULL, false),
        ($4, 'photo', '/media/' || $3, $3, true), ($4, 'photo', '/media/demo/plaza.jpg', NULL, false)`,
      [id, own, shared, other],
    );

    const { data, errors } = await call(DELETE, { id });
    expect(errors).toBeUndefined();
    expect(data!.delPlace).toBe(true);

    for (const table of CHILD_TABLES) {
      const gone = await one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE idplace = $1`, [id]);
      expect(Number(gone.n), table).toBe(0);
      const orphans = await one<{ n: number }>(
        `SELECT count(*) AS n FROM ${table} t WHERE t.idplace IS NOT NULL AND NOT EXISTS (SELECT 1 FROM places p WHERE p.idplace = t.idplace)`,
      );
      expect(Number(orphans.n), `${table} orphans`).toBe(0);
      const kept = await one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE idplace = $1`, [other]);
      expect(Number(kept.n), `${table} of the other place`).toBeGreaterThan(0);
    }
    expect(await one('SELECT idplace FROM places WHERE idplace = $1', [id])).toBeUndefined();
    expect(fs.existsSync(file(own))).toBe(false);
    expect(fs.existsSync(file(`places/${id}/foto.thumb.jpg`))).toBe(false);
    expect(fs.existsSync(file(`places/${id}/thumbs/foto.jpg`))).toBe(false);
    expect(fs.existsSync(file(shared)), 'a file another place still shows').toBe(true);
    expect(fs.existsSync(file('demo/plaza.jpg')), 'the shared demo file').toBe(true);
    expect(fs.existsSync(file('places/fotografia.jpg')), 'a file that only looks alike').toBe(true);
    const counted = await call('query { countPlaces }', {});
    expect(counted.data!.countPlaces).toBe(Number((await one<{ n: number }>('SELECT count(*) AS n FROM places')).n));
  });

  it('a second delete of the same place answers NOT_FOUND', async () => {
    const id = await newPlace('Dos veces');
    expect((await call(DELETE, { id })).data!.delPlace).toBe(true);
    const again = await call(DELETE, { id });
    expect(again.data).toBeNull();
    expect(again.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'idplace' });
  });
});
