/** user(iduser): a user with the counts and pages of their activity (docs/api.md «Usuarios»). */
import { describeApi } from './helpers/app';

const ACTIVITY = `query($iduser: Int!, $items: Int, $page: Int) {
  user(iduser: $iduser) {
    iduser name email has_password newsletter
    counts { places servicevotes reviews photos suggestions }
    places(items: $items, page: $page) { idplace name }
    servicevotes(items: $items, page: $page) { idplace place idservice service points }
    reviews(items: $items, page: $page) { idreview text place user }
    suggestions(items: $items, page: $page) { idsuggestion reason place }
  }
}`;

describeApi('user activity', (api) => {
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  let quiet = 0;
  let busy = 0;
  let place = 0;

  beforeAll(async () => {
    const db = api().db;
    [quiet, busy] = (
      await db.query<{ iduser: number }>(`INSERT INTO users (name, email, newsletter) VALUES
        ('Ana Quieta', 'ana@example.com', true), ('Bruno Activo', 'bruno@example.com', false) RETURNING iduser`)
    ).map((r) => r.iduser);
    place = (
      await db.query<{ idplace: number }>(`INSERT INTO places (name, city, iduser) VALUES ('Café Ñandú', 'Lugo', $1) RETURNING idplace`, [
        busy,
      ])
    )[0].idplace;
    await db.query(`INSERT INTO places (name, city, iduser) SELECT 'Sitio ' || i, 'Vigo', $1 FROM generate_series(1, 12) i`, [busy]);
    await db.query('INSERT INTO services (idservice) VALUES (901)');
    await db.query(`INSERT INTO service_i18n (idservice, lang, question, rating1, rating2, rating3, rating4, rating5)
      VALUES (901, 'es', '¿Tiene rampa?', 'a', 'b', 'c', 'd', 'e')`);
    await db.query('INSERT INTO service_votes (idplace, idservice, iduser, points) VALUES ($1, 901, $2, 4)', [place, busy]);
    await db.query(`INSERT INTO reviews (idplace, iduser, text) VALUES ($1, $2, 'Una sola reseña')`, [place, quiet]);
    await db.query(
      `INSERT INTO reviews (idplace, iduser, text, date) SELECT $1, $2, 'Reseña ' || i, now() - i * interval '1 minute' FROM generate_series(1, 200) i`,
      [place, busy],
    );
    await db.query(
      `INSERT INTO media (idplace, kind, url, iduser) SELECT $1, 'photo', '/media/x' || i || '.jpg', $2 FROM generate_series(1, 3) i`,
      [place, busy],
    );
    await db.query(`INSERT INTO suggestions (idplace, iduser, reason) VALUES ($1, $2, 'Falta la rampa')`, [place, busy]);
  });

  const statements = async (variables: Record<string, unknown>) => {
    const before = api().db.stats.statements;
    const { data, errors } = await call(ACTIVITY, variables);
    expect(errors).toBeUndefined();
    return { n: api().db.stats.statements - before, user: data!.user };
  };

  it('answers the user with every count and the first page of each list, newest first', async () => {
    const { user } = await statements({ iduser: busy });
    expect(user).toMatchObject({
      iduser: busy,
      name: 'Bruno Activo',
      email: 'bruno@example.com',
      has_password: false,
      newsletter: false,
      counts: { places: 13, servicevotes: 1, reviews: 200, photos: 3, suggestions: 1 },
      servicevotes: [{ idplace: place, place: 'Café Ñandú', idservice: 901, service: '¿Tiene rampa?', points: 4 }],
      suggestions: [{ reason: 'Falta la rampa', place: 'Café Ñandú' }],
    });
    expect(user.places).toHaveLength(10);
    expect(user.reviews).toHaveLength(10);
    expect(user.reviews.slice(0, 2)).toMatchObject([{ text: 'Reseña 1', place: 'Café Ñandú', user: 'Bruno Activo' }, { text: 'Reseña 2' }]);
  });

  it('pages each list with items and page', async () => {
    const { user } = await statements({ iduser: busy, items: 25, page: 8 });
    expect(user.reviews.map((r: { text: string }) => r.text)).toEqual([
      'Reseña 176',
      'Reseña 177',
      'Reseña 178',
      'Reseña 179',
      'Reseña 180',
      'Reseña 181',
      'Reseña 182',
      'Reseña 183',
      'Reseña 184',
      'Reseña 185',
      'Reseña 186',
      'Reseña 187',
      'Reseña 188',
      'Reseña 189',
      'Reseña 190',
      'Reseña 191',
      'Reseña 192',
      'Reseña 193',
      'Reseña 194',
      'Reseña 195',
      'Reseña 196',
      'Reseña 197',
      'Reseña 198',
      'Reseña 199',
      'Reseña 200',
    ]);
    expect(user.places).toEqual([]);
  });

  it('uses as many statements for a user with 1 review as for one with 200', async () => {
    const one = await statements({ iduser: quiet });
    const many = await statements({ iduser: busy, items: 100 });
    expect(one.user.counts).toEqual({ places: 0, servicevotes: 0, reviews: 1, photos: 0, suggestions: 0 });
    expect(many.user.reviews).toHaveLength(100);
    // session lookup + the user with its counts + one per list
    expect([one.n, many.n]).toEqual([6, 6]);
  });

  it('a missing user is NOT_FOUND and a bad id BAD_USER_INPUT, both naming iduser', async () => {
    const missing = await call('query($iduser: Int!) { user(iduser: $iduser) { iduser } }', { iduser: 999999 });
    expect(missing.errors![0]).toMatchObject({ message: 'El usuario no existe', extensions: { code: 'NOT_FOUND', field: 'iduser' } });
    const bad = await call('query($iduser: Int!) { user(iduser: $iduser) { iduser } }', { iduser: 0 });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'iduser' });
    const badPage = await call(ACTIVITY, { iduser: busy, page: 0 });
    expect(badPage.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
  });
});
