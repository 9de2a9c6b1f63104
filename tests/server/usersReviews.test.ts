/** allUsers / countUsers and allReviews / countReviews: what the dashboard and their lists read. */
import { describeApi } from './helpers/app';

const USERS = `query($search: String, $items: Int, $page: Int, $order: String, $lastmonths: Int, $ids: [Int!]) {
  allUsers(search: $search, items: $items, page: $page, order: $order, lastmonths: $lastmonths, ids: $ids) {
    iduser name email avatar registration_date last_connection has_facebookid has_googleid has_password newsletter
  }
  countUsers(search: $search, lastmonths: $lastmonths, ids: $ids)
}`;

const REVIEWS = `query($search: String, $idplace: Int, $iduser: Int, $order: String, $lastmonths: Int, $items: Int) {
  allReviews(search: $search, idplace: $idplace, iduser: $iduser, order: $order, lastmonths: $lastmonths, items: $items) {
    idreview idplace place iduser user text published date
  }
  countReviews(search: $search, idplace: $idplace, iduser: $iduser, lastmonths: $lastmonths)
}`;

describeApi('users and reviews reads', (api) => {
  const call = (query: string, variables: Record<string, unknown> = {}) => api().call(query, variables, api().token);
  let ids: Record<string, number> = {};
  let places: number[] = [];

  beforeAll(async () => {
    const db = api().db;
    const rows = await db.query<{ iduser: number; name: string }>(`INSERT INTO users
      (name, email, password_hash, facebookid, googleid, newsletter, avatar, registration_date, last_connection) VALUES
      ('Begoña Iglesias', 'bego@example.com', NULL, '1234', NULL, true, '/media/avatars/b.jpg', now() - interval '3 days', now()),
      ('Xoán Pérez', 'xoan@example.org', 'hash', NULL, '5678', false, NULL, now() - interval '2 months', NULL),
      ('Ana Souto', 'ana.souto@example.net', 'hash', NULL, NULL, false, NULL, now() - interval '1 year', now() - interval '5 days')
      RETURNING iduser, name`);
    ids = Object.fromEntries(rows.map((r) => [r.name.split(' ')[0], r.iduser]));
    places = (
      await db.query<{ idplace: number }>(
        `INSERT INTO places (name, city) VALUES ('Café Central', 'Lugo'), ('Museo', 'Vigo') RETURNING idplace`,
      )
    ).map((r) => r.idplace);
    await db.query(
      `INSERT INTO reviews (idplace, iduser, text, published, date) VALUES
      ($1, $3, 'Muy buena atención, volveremos', true, now() - interval '2 days'),
      ($1, $4, 'El café estaba frío', false, now() - interval '3 months'),
      ($2, $3, 'Exposición increíble', true, now() - interval '10 days')`,
      [places[0], places[1], ids['Begoña'], ids['Xoán']],
    );
  });

  it('lists every user, administrators included, newest first, with the registration flags', async () => {
    const { data, errors } = await call(USERS);
    expect(errors).toBeUndefined();
    expect(data!.countUsers).toBe(4);
    expect(data!.allUsers).toHaveLength(4);
    const bego = data!.allUsers.find((u: { iduser: number }) => u.iduser === ids['Begoña']);
    expect(bego).toMatchObject({
      name: 'Begoña Iglesias',
      email: 'bego@example.com',
      avatar: '/media/avatars/b.jpg',
      has_facebookid: true,
      has_googleid: false,
      has_password: false,
      newsletter: true,
    });
    expect(Date.parse(bego.registration_date)).toBeGreaterThan(0);
    const xoan = data!.allUsers.find((u: { iduser: number }) => u.iduser === ids['Xoán']);
    expect(xoan).toMatchObject({ has_facebookid: false, has_googleid: true, has_password: true, last_connection: null });
    const dates = data!.allUsers.map((u: { registration_date: string }) => Date.parse(u.registration_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('searches name and e-mail without accents or case, counts the same, and pages', async () => {
    expect((await call(USERS, { search: 'BEGONA' })).data!.countUsers).toBe(1);
    expect((await call(USERS, { search: 'example.org' })).data!.allUsers.map((u: { name: string }) => u.name)).toEqual(['Xoán Pérez']);
    expect((await call(USERS, { search: 'xoan perez' })).data!.countUsers).toBe(1);
    const page2 = await call(USERS, { order: 'name', items: 2, page: 2 });
    expect(page2.data!.allUsers.map((u: { name: string }) => u.name)).toEqual(['Begoña Iglesias', 'Xoán Pérez']);
    const byIds = await call(USERS, { ids: [ids['Ana'], ids['Xoán']] });
    expect(byIds.data!.countUsers).toBe(2);
  });

  it('counts users registered in the last month; last_connection DESC puts those who never came last', async () => {
    expect((await call(USERS, { lastmonths: 1 })).data!.countUsers).toBe(2); // Begoña and the administrator
    const order = await call(USERS, { order: 'last_connection DESC' });
    expect(order.data!.allUsers.at(-1).last_connection).toBeNull();
  });

  it('lists reviews with the place and user names, newest first, and counts them', async () => {
    const { data, errors } = await call(REVIEWS);
    expect(errors).toBeUndefined();
    expect(data!.countReviews).toBe(3);
    expect(data!.allReviews.map((r: { text: string }) => r.text)).toEqual([
      'Muy buena atención, volveremos',
      'Exposición increíble',
      'El café estaba frío',
    ]);
    expect(data!.allReviews[0]).toMatchObject({
      idplace: places[0],
      place: 'Café Central',
      iduser: ids['Begoña'],
      user: 'Begoña Iglesias',
      published: true,
    });
    expect(data!.allReviews[2].published).toBe(false);
  });

  it('filters reviews by place, user, text and months, list and count alike', async () => {
    const byPlace = await call(REVIEWS, { idplace: places[0] });
    expect([byPlace.data!.countReviews, byPlace.data!.allReviews.length]).toEqual([2, 2]);
    const byUser = await call(REVIEWS, { iduser: ids['Begoña'] });
    expect(byUser.data!.countReviews).toBe(2);
    const text = await call(REVIEWS, { search: 'CAFE FRIO' });
    expect(text.data!.allReviews.map((r: { text: string }) => r.text)).toEqual(['El café estaba frío']);
    expect((await call(REVIEWS, { lastmonths: 1 })).data!.countReviews).toBe(2);
    expect((await call(REVIEWS, { order: 'idreview', items: 1 })).data!.allReviews[0].text).toBe('Muy buena atención, volveremos');
  });

  it('refuses bad arguments naming them', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [USERS, { order: 'password_hash' }, 'order'],
      [USERS, { order: 'name; DROP TABLE users' }, 'order'],
      [USERS, { items: 1000 }, 'items'],
      [USERS, { lastmonths: 0 }, 'lastmonths'],
      [USERS, { search: 'x'.repeat(201) }, 'search'],
      [REVIEWS, { idplace: 0 }, 'idplace'],
      [REVIEWS, { iduser: -3 }, 'iduser'],
      [REVIEWS, { order: 'text' }, 'order'],
    ];
    for (const [query, variables, field] of cases) {
      const { data, errors } = await call(query, variables);
      expect(data, JSON.stringify(variables)).toBeNull();
      expect(errors![0].extensions, JSON.stringify(variables)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await api().db.query('SELECT count(*) AS n FROM users'))[0].n).toBe(4);
  });
});
