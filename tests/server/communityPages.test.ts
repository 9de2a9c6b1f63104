/**
 * Pages of reviews, users and suggestions at any depth (issue 17, server/graphql/listPage.ts): a
 * searched page whose matches lie past the walk along the sort index, pages past the deep offset read
 * from the other end, nulls last both ways, and the counters of migration 0018 — each checked against
 * the rows sorted and filtered here, in the test.
 */
import { describeApi } from './helpers/app';

const REVIEWS = `query($search: String, $published: Boolean, $iduser: Int, $order: String, $items: Int, $page: Int) {
  allReviews(search: $search, published: $published, iduser: $iduser, order: $order, items: $items, page: $page) { idreview }
  countReviews(search: $search, published: $published, iduser: $iduser)
}`;
const USERS = `query($search: String, $order: String, $items: Int, $page: Int) {
  allUsers(search: $search, order: $order, items: $items, page: $page) { iduser }
  countUsers(search: $search)
}`;
const SUGGESTIONS = `query($search: String, $order: String, $items: Int, $page: Int) {
  allSuggestions(search: $search, order: $order, items: $items, page: $page) { idsuggestion }
  countSuggestions(search: $search)
}`;

const USERS_RECENT = `query($search: String, $lastmonths: Int, $order: String, $items: Int, $page: Int) {
  allUsers(search: $search, lastmonths: $lastmonths, order: $order, items: $items, page: $page) { iduser }
  countUsers(search: $search, lastmonths: $lastmonths)
}`;
const SUGGESTIONS_BY_STATUS = `query($search: String, $status: Int, $order: String, $items: Int, $page: Int) {
  allSuggestions(search: $search, status: $status, order: $order, items: $items, page: $page) { idsuggestion }
  countSuggestions(search: $search, status: $status)
}`;

interface Review {
  idreview: number;
  date: number;
  published: boolean;
  idplace: number;
  iduser: number;
  text: string;
}
interface User {
  iduser: number;
  last_connection: number | null;
  name: string;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** `rows` sorted by `key` then id, nulls last both ways, as the lists promise. */
function sorted<T>(rows: T[], key: (r: T) => number | null, id: (r: T) => number, desc: boolean): T[] {
  const sign = desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) return x === y ? sign * (id(a) - id(b)) : x === null ? 1 : -1;
    return x !== y ? sign * (x - y) : sign * (id(a) - id(b));
  });
}
const page = <T>(rows: T[], items: number, n: number) => rows.slice((n - 1) * items, n * items);

describeApi('pages of reviews, users and suggestions at any depth', (api) => {
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  let reviews: Review[] = [];
  let users: User[] = [];

  beforeAll(async () => {
    const db = api().db;
    // 6,200 users (past the deep offset of 5,000), a fifth never connected; 40 «Peñalver», the oldest.
    await db.query(`INSERT INTO users (name, email, registration_date, last_connection)
      SELECT CASE WHEN i > 6160 THEN 'Ana Peñalver ' || i ELSE 'Usuario ' || i END, 'u' || i || '@example.com',
             now() - make_interval(days => i), CASE WHEN i % 5 = 0 THEN NULL ELSE now() - make_interval(mins => (i * 37) % 5000) END
        FROM generate_series(1, 6200) i`);
    const [{ idplace }] = await db.query<{ idplace: number }>(`INSERT INTO places (name, city) VALUES ('Mesón', 'Lugo') RETURNING idplace`);
    // 6,100 reviews on two places by the first users; «señal» only in the 30 oldest (the far end of date DESC).
    await db.query(
      `INSERT INTO reviews (idplace, iduser, text, published, date)
       SELECT $1::int + i % 2 * 0, (SELECT min(iduser) FROM users) + i % 7, CASE WHEN i > 6070 THEN 'Sin SEÑAL de cobertura ' || i
              WHEN i % 3 = 0 THEN 'Muy buen café ' || i ELSE 'Normal ' || i END,
              i % 4 <> 0, now() - make_interval(hours => i) - make_interval(secs => (i * 13) % 7)
         FROM generate_series(1, 6100) i`,
      [idplace],
    );
    reviews = (
      await db.query<Omit<Review, 'date'> & { date: string }>(`SELECT idreview, date::text, published, idplace, iduser, text FROM reviews`)
    ).map((r) => ({ ...r, date: Date.parse(r.date) }));
    users = (
      await db.query<{ iduser: number; last_connection: string | null; name: string }>(
        `SELECT iduser, last_connection::text, name FROM users`,
      )
    ).map((u) => ({ ...u, last_connection: u.last_connection === null ? null : Date.parse(u.last_connection) }));
  });

  const ids = (rows: { idreview?: number; iduser?: number }[]) => rows.map((r) => r.idreview ?? r.iduser);

  it('finds a searched page whose matches lie past the walk along the sort index, without accents or case', async () => {
    const matching = reviews.filter((r) => fold(r.text).includes('senal'));
    expect(matching).toHaveLength(30);
    const expected = sorted(
      matching,
      (r) => r.date,
      (r) => r.idreview,
      true,
    );
    for (const n of [1, 2]) {
      const { data, errors } = await call(REVIEWS, { search: 'Senal', order: 'date DESC', items: 25, page: n });
      expect(errors).toBeUndefined();
      expect(ids(data!.allReviews)).toEqual(page(expected, 25, n).map((r) => r.idreview));
      expect(data!.countReviews).toBe(30);
    }
  });

  it('sorts a searched list by every column both ways, on pages near and far', async () => {
    const cafe = reviews.filter((r) => fold(r.text).includes('cafe'));
    const keys: Record<string, (r: Review) => number> = {
      idreview: (r) => r.idreview,
      date: (r) => r.date,
      published: (r) => Number(r.published),
      idplace: (r) => r.idplace,
      iduser: (r) => r.iduser,
    };
    for (const [field, key] of Object.entries(keys))
      for (const desc of [false, true]) {
        const expected = sorted(cafe, key, (r) => r.idreview, desc);
        for (const n of [1, 40]) {
          const { data } = await call(REVIEWS, { search: 'café', order: `${field}${desc ? ' DESC' : ''}`, items: 25, page: n });
          expect(ids(data!.allReviews), `${field} ${desc ? 'DESC' : 'ASC'} page ${n}`).toEqual(
            page(expected, 25, n).map((r) => r.idreview),
          );
        }
      }
  });

  it('walks only the rows of a filter on the sort column itself: published, searched, sorted by published', async () => {
    const shown = reviews.filter((r) => r.published && fold(r.text).includes('cafe'));
    for (const desc of [false, true]) {
      const expected = sorted(
        shown,
        (r) => Number(r.published),
        (r) => r.idreview,
        desc,
      );
      for (const n of [1, 3]) {
        const order = `published${desc ? ' DESC' : ''}`;
        const { data } = await call(REVIEWS, { search: 'CAFE', published: true, order, items: 25, page: n });
        expect(ids(data!.allReviews), `${order} page ${n}`).toEqual(page(expected, 25, n).map((r) => r.idreview));
        expect(data!.countReviews).toBe(shown.length);
      }
    }
  });

  it("sorts one user's searched reviews by every column both ways, also by columns their index does not hold", async () => {
    const iduser = reviews[0].iduser;
    const mine = reviews.filter((r) => r.iduser === iduser && fold(r.text).includes('cafe'));
    const keys: Record<string, (r: Review) => number> = {
      published: (r) => Number(r.published),
      idplace: (r) => r.idplace,
      date: (r) => r.date,
    };
    for (const [field, key] of Object.entries(keys))
      for (const desc of [false, true]) {
        const { data } = await call(REVIEWS, { search: 'café', iduser, order: `${field}${desc ? ' DESC' : ''}`, items: 25, page: 2 });
        expect(ids(data!.allReviews), `${field} ${desc ? 'DESC' : 'ASC'}`).toEqual(
          page(
            sorted(mine, key, (r) => r.idreview, desc),
            25,
            2,
          ).map((r) => r.idreview),
        );
        expect(data!.countReviews).toBe(mine.length);
      }
  });

  it('a bounded count stops at its bound: «café» in 2,023 reviews counted up to 1,000 answers 1,000', async () => {
    const cafe = reviews.filter((r) => fold(r.text).includes('cafe')).length;
    expect(cafe).toBe(2023);
    const count = async (query: string, variables: Record<string, unknown>) => {
      const { data, errors } = await call(query, variables);
      expect(errors).toBeUndefined();
      return Object.values(data!)[0];
    };
    const reviewsUpTo = 'query($search: String, $upto: Int) { countReviews(search: $search, upto: $upto) }';
    expect(await count(reviewsUpTo, { search: 'café', upto: 1000 })).toBe(1000);
    expect(await count(reviewsUpTo, { search: 'café', upto: 5000 })).toBe(2023);
    expect(await count(reviewsUpTo, { search: 'señal', upto: 30 })).toBe(30);
    const usersUpTo = 'query($search: String, $upto: Int) { countUsers(search: $search, upto: $upto) }';
    expect(await count(usersUpTo, { search: 'peñalver', upto: 10 })).toBe(10);
    expect(await count(usersUpTo, { search: 'peñalver', upto: 41 })).toBe(40);
    // The stored totals stay exact past the bound.
    expect(await count(usersUpTo, { upto: 10 })).toBe(users.length);
    expect(await count('query($upto: Int) { countReviews(upto: $upto) }', { upto: 10 })).toBe(6100);
  });

  it('reads pages past the deep offset, filtered or not, the same as counted from the start', async () => {
    const byDate = sorted(
      reviews,
      (r) => r.date,
      (r) => r.idreview,
      true,
    );
    const last = Math.ceil(reviews.length / 25);
    for (const n of [last, last - 1, 210]) {
      const { data } = await call(REVIEWS, { order: 'date DESC', items: 25, page: n });
      expect(ids(data!.allReviews), `page ${n}`).toEqual(page(byDate, 25, n).map((r) => r.idreview));
    }
    const hidden = sorted(
      reviews.filter((r) => !r.published),
      (r) => r.idreview,
      (r) => r.idreview,
      false,
    );
    const { data } = await call(REVIEWS, { published: false, order: 'idreview', items: 5, page: Math.ceil(hidden.length / 5) });
    expect(ids(data!.allReviews)).toEqual(hidden.slice(-(hidden.length % 5 || 5)).map((r) => r.idreview));
    expect(data!.countReviews).toBe(hidden.length);
    expect((await call(REVIEWS, { order: 'date DESC', items: 25, page: last + 1 })).data!.allReviews).toEqual([]);
  });

  it('puts users who never connected last both ways, also on the last pages', async () => {
    for (const desc of [false, true]) {
      const expected = sorted(
        users,
        (u) => u.last_connection,
        (u) => u.iduser,
        desc,
      );
      const last = Math.ceil(users.length / 25);
      for (const n of [1, 200, last]) {
        const { data } = await call(USERS, { order: `last_connection${desc ? ' DESC' : ''}`, items: 25, page: n });
        expect(ids(data!.allUsers), `${desc ? 'DESC' : 'ASC'} page ${n}`).toEqual(page(expected, 25, n).map((u) => u.iduser));
      }
    }
    const penalver = users.filter((u) => u.name.includes('Peñalver'));
    const { data } = await call(USERS, { search: 'PENALVER', order: 'iduser', items: 25, page: 2 });
    expect(data!.countUsers).toBe(40);
    expect(ids(data!.allUsers)).toEqual(
      page(
        sorted(
          penalver,
          (u) => u.iduser,
          (u) => u.iduser,
          false,
        ),
        25,
        2,
      ).map((u) => u.iduser),
    );
  });

  it('keeps the unfiltered and published counts through publishing, hiding, deleting and adding', async () => {
    const published = (await call(REVIEWS, { published: true })).data!.countReviews;
    expect(published).toBe(reviews.filter((r) => r.published).length);
    const [hidden] = reviews.filter((r) => !r.published);
    const [shown] = reviews.filter((r) => r.published);
    await api().db.query(`UPDATE reviews SET published = NOT published WHERE idreview = ANY($1::int[])`, [
      [hidden.idreview, shown.idreview],
    ]);
    await api().db.query(`UPDATE reviews SET published = true WHERE idreview = $1`, [reviews[10].idreview]);
    const del = await call(`mutation($id: Int!) { delReview(idreview: $id) }`, { id: reviews[20].idreview });
    expect(del.errors).toBeUndefined();
    const now = (await api().db.query<{ published: boolean }>(`SELECT published FROM reviews`)).map((r) => r.published);
    expect((await call(REVIEWS, {})).data!.countReviews).toBe(now.length);
    expect((await call(REVIEWS, { published: true })).data!.countReviews).toBe(now.filter(Boolean).length);
    expect((await call(REVIEWS, { published: false })).data!.countReviews).toBe(now.filter((p) => !p).length);
    const before = (await call(USERS, {})).data!.countUsers;
    expect(before).toBe(users.length);
    await api().db.query(`INSERT INTO users (name, email) VALUES ('Nueva', 'nueva@example.com')`);
    expect((await call(USERS, {})).data!.countUsers).toBe(users.length + 1);
  });

  it('finds suggestions by a word of the user name only, and counts all of them', async () => {
    const db = api().db;
    const [{ idplace }] = await db.query<{ idplace: number }>(`SELECT min(idplace) AS idplace FROM places`);
    await db.query(
      `INSERT INTO suggestions (idplace, iduser, reason) SELECT $1, iduser, 'Cambió el horario ' || iduser FROM users ORDER BY iduser LIMIT 6060`,
      [idplace],
    );
    const byPenalver = await call(SUGGESTIONS, { search: 'peñalver' });
    expect(byPenalver.data!.countSuggestions).toBe(0); // the Peñalver users are the last 40 of 6,200: none suggested
    const total = (await call(SUGGESTIONS, {})).data!.countSuggestions;
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM suggestions`);
    expect(total).toBe(n);
    const lastPage = await call(SUGGESTIONS, { order: 'idsuggestion', items: 25, page: Math.ceil(n / 25) });
    const all = (await db.query<{ idsuggestion: number }>(`SELECT idsuggestion FROM suggestions`))
      .map((r) => r.idsuggestion)
      .sort((a, b) => a - b);
    expect(lastPage.data!.allSuggestions.map((s: { idsuggestion: number }) => s.idsuggestion)).toEqual(
      all.slice((Math.ceil(n / 25) - 1) * 25),
    );
  });
  it('finds a word of the reason, the place name or the user name, on every order both ways, walked or sorted', async () => {
    const db = api().db;
    // 2,400 suggestions after the 6,060 above: «Ribeiro» in a tenth of the reasons, in the place of
    // another tenth, in the author of another; a third closed; «Mondoñedo» in one reason only.
    const [{ idplace }] = await db.query<{ idplace: number }>(
      `INSERT INTO places (name, city) VALUES ('Bodega O Ribeiro', 'Ourense') RETURNING idplace`,
    );
    await db.query(
      `INSERT INTO users (name, email) SELECT 'Rosa Ribeiro ' || i, 'rosa' || i || '@example.com' FROM generate_series(1, 30) i`,
    );
    await db.query(
      `WITH plain AS (SELECT array_agg(idplace ORDER BY idplace) AS p FROM places WHERE name NOT ILIKE '%ribeiro%'),
            rosa AS (SELECT array_agg(iduser ORDER BY iduser) AS u FROM users WHERE name LIKE 'Rosa Ribeiro%'),
            other AS (SELECT array_agg(iduser ORDER BY iduser) AS u FROM users WHERE name NOT LIKE 'Rosa Ribeiro%')
       INSERT INTO suggestions (idplace, iduser, reason, status, create_date)
       SELECT CASE WHEN i % 10 = 4 THEN $1 ELSE plain.p[1 + i % array_length(plain.p, 1)] END,
              CASE WHEN i % 10 = 7 THEN rosa.u[1 + i % 30] ELSE other.u[1 + (i * 7) % array_length(other.u, 1)] END,
              CASE WHEN i % 10 = 1 THEN 'Falta el vino RIBEIRO ' || i WHEN i = 1234 THEN 'Está en Mondoñedo' ELSE 'Otro horario ' || i END,
              (i % 3 = 0)::int, now() - make_interval(mins => (i * 17) % 1000)
         FROM generate_series(1, 2400) i, plain, rosa, other`,
      [idplace],
    );
    const rows = await db.query<Record<string, number | string>>(
      `SELECT s.idsuggestion, s.create_date::text AS date, s.status, s.idplace, s.iduser, s.reason || ' ' || p.name || ' ' || u.name || ' ' || u.email AS text
         FROM suggestions s JOIN places p ON p.idplace = s.idplace JOIN users u ON u.iduser = s.iduser`,
    );
    const keys: Record<string, (r: Record<string, number | string>) => number> = {
      idsuggestion: (r) => Number(r.idsuggestion),
      create_date: (r) => Date.parse(String(r.date)),
      status: (r) => Number(r.status),
      idplace: (r) => Number(r.idplace),
      iduser: (r) => Number(r.iduser),
    };
    const cases = [
      { search: 'ribeiro', status: null, total: 720 },
      { search: 'ribeiro', status: 0, total: 480 },
      { search: 'mondonedo', status: null, total: 1 },
    ];
    for (const { search, status, total } of cases) {
      const matching = rows.filter((r) => fold(String(r.text)).includes(search) && (status === null || Number(r.status) === status));
      expect(matching).toHaveLength(total);
      for (const [field, key] of Object.entries(keys))
        for (const desc of [false, true]) {
          const expected = sorted(matching, key, (r) => Number(r.idsuggestion), desc);
          for (const n of [1, 4]) {
            const order = `${field}${desc ? ' DESC' : ''}`;
            const { data, errors } = await call(SUGGESTIONS_BY_STATUS, { search, status, order, items: 25, page: n });
            expect(errors).toBeUndefined();
            expect(
              data!.allSuggestions.map((s: { idsuggestion: number }) => s.idsuggestion),
              `«${search}» ${status ?? ''} ${order} page ${n}`,
            ).toEqual(page(expected, 25, n).map((r) => Number(r.idsuggestion)));
            expect(data!.countSuggestions).toBe(total);
          }
        }
    }
  });
  it('pages the users registered in the last months by last connection, across the windows, both ways', async () => {
    const db = api().db;
    // 400 «Ventana» users registered every 11 hours back to 183 days (across the 6 months' edge), every
    // seventh never connected; two more registered 2 and 70 days ahead (after the last window).
    await db.query(`INSERT INTO users (name, email, registration_date, last_connection)
      SELECT 'Ventana ' || i, 'ventana' || i || '@example.com', now() - make_interval(hours => i * 11),
             CASE WHEN i % 7 = 0 THEN NULL ELSE now() - make_interval(mins => (i * 53) % 9000) END
        FROM generate_series(1, 400) i`);
    await db.query(`INSERT INTO users (name, email, registration_date, last_connection)
      VALUES ('Ventana futura', 'futura@example.com', now() + interval '2 days', now() - interval '3 days'),
             ('Ventana lejana', 'lejana@example.com', now() + interval '70 days', now() - interval '5 years')`);
    const recent = async (months: number, search: string | null) =>
      (
        await db.query<{ iduser: number; last: string | null }>(
          `SELECT iduser, last_connection::text AS last FROM users
            WHERE registration_date > now() - make_interval(months => $1) AND ($2::text IS NULL OR search_text LIKE '%' || $2 || '%')`,
          [months, search],
        )
      ).map((u) => ({ iduser: u.iduser, last: u.last === null ? null : Date.parse(u.last) }));
    for (const [months, search] of [
      [6, null],
      [1, null],
      [24, null],
      [40, null],
      [6, 'ventana'],
    ] as const) {
      const rows = await recent(months, search);
      if (months === 6 && search === 'ventana') expect(rows.length).toBeGreaterThan(350);
      for (const desc of [false, true]) {
        const expected = sorted(
          rows,
          (u) => u.last,
          (u) => u.iduser,
          desc,
        );
        const last = Math.max(1, Math.ceil(rows.length / 25));
        for (const n of [1, 3, last]) {
          const order = `last_connection${desc ? ' DESC' : ''}`;
          const { data, errors } = await call(USERS_RECENT, { search, lastmonths: months, order, items: 25, page: n });
          expect(errors).toBeUndefined();
          expect(ids(data!.allUsers), `${months} months «${search ?? ''}» ${order} page ${n}`).toEqual(
            page(expected, 25, n).map((u) => u.iduser),
          );
          expect(data!.countUsers).toBe(rows.length);
        }
      }
    }
    // With a list of ids too (their parameter only in the windows' branches, or in no window at all).
    const some = (await recent(6, 'ventana')).slice(0, 40);
    const USERS_IDS = `query($ids: [Int!], $order: String) { allUsers(ids: $ids, lastmonths: 6, order: $order, items: 25) { iduser } }`;
    for (const order of ['last_connection', 'iduser DESC']) {
      const { data, errors } = await call(USERS_IDS, { ids: some.map((u) => u.iduser), order });
      expect(errors).toBeUndefined();
      const expected =
        order === 'iduser DESC'
          ? some.map((u) => u.iduser).sort((a, b) => b - a)
          : sorted(
              some,
              (u) => u.last,
              (u) => u.iduser,
              false,
            ).map((u) => u.iduser);
      expect(ids(data!.allUsers), order).toEqual(expected.slice(0, 25));
    }
  });
});
