/**
 * Searched pages whose matches lie thousands of rows along the order (issue 18, migration 0031):
 * «García» sits after every «Álvarez», «Castro» and «Díaz» of a first name when users are sorted by
 * name, and a place's thousands of reviews without «excelente» come first when reviews are sorted by
 * place. The walk reads the sort index alone (it holds the searched text and the filters' columns),
 * never the table, and the pages are those of the rows sorted here — both ways, with filters, and
 * with a filter the index does not hold. Places sorted by city: the «bar» of the last city are all
 * hidden, the published ones come 1,200 places along.
 */
import type { Queryable } from '../../server/db/connect';
import { listPlaces } from '../../server/modules/places/repository';
import { listReviews } from '../../server/modules/reviews/repository';
import { listUsers } from '../../server/modules/users/repository';
import { describeApi } from './helpers/app';

const USERS = `query($search: String, $lastmonths: Int, $staff: Boolean, $order: String, $items: Int, $page: Int) {
  allUsers(search: $search, lastmonths: $lastmonths, staff: $staff, order: $order, items: $items, page: $page) { iduser }
}`;
const PLACES = `query($search: String, $published: Int, $order: String, $items: Int, $page: Int) {
  allPlaces(search: $search, published: $published, order: $order, items: $items, page: $page) { idplace }
}`;
const REVIEWS = `query($search: String, $published: Boolean, $order: String, $items: Int, $page: Int) {
  allReviews(search: $search, published: $published, order: $order, items: $items, page: $page) { idreview }
}`;

const SURNAMES = ['Álvarez', 'Castro', 'Díaz', 'Muñoz', 'Pérez', 'Sánchez', 'Vidal'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops': number;
  'Heap Fetches'?: number;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

const label = (node: PlanNode) => [node['Node Type'], node['Index Name']].filter(Boolean).join(' ');
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Runs `read` recording its statements; answers the executed plan nodes of the last one. */
async function executedNodes(db: Queryable, read: (db: Queryable) => Promise<unknown>): Promise<PlanNode[]> {
  const seen: { sql: string; params: unknown[] }[] = [];
  const recorder: Queryable = {
    query: (sql: string, params?: unknown[]) => {
      seen.push({ sql, params: params ?? [] });
      return db.query(sql, params);
    },
  } as Queryable;
  await read(recorder);
  const { sql, params } = seen[seen.length - 1];
  const rows = await db.query<Record<string, unknown>>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const json = Object.values(rows[0])[0];
  const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return nodesOf(plan.Plan).filter((node) => node['Actual Loops'] > 0);
}

/**
 * The plan walked `index` alone, past `walked` entries, touching the table only for pages a write
 * dirtied since the vacuum; besides the walk, `table` was read only by its sample (whether the search
 * is common) and by id for the page's rows: no trigram index, no whole table.
 */
function expectWalkAlone(nodes: PlanNode[], table: string, index: string, walked: number) {
  const walk = nodes.find((node) => node['Index Name'] === index);
  expect(walk?.['Node Type']).toBe('Index Only Scan');
  expect(walk!['Actual Rows']).toBeGreaterThan(walked);
  expect(walk!['Heap Fetches']).toBeLessThan(100);
  const others = nodes.filter((node) => node['Relation Name'] === table && node !== walk);
  expect(others.map(label).sort()).toEqual([`Index Scan ${table}_pkey`, 'Sample Scan']);
}

describeApi('searched pages whose matches lie thousands of rows along the order', (api) => {
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const db = () => api().db;
  let garcias: { iduser: number; sort: string; recent: boolean }[] = [];
  let excelentes: { idreview: number; idplace: number; published: boolean }[] = [];

  beforeAll(async () => {
    const db = api().db;
    // 12,000 users, Ana or Berta; every tenth a García, the others by surname: in name order a García
    // comes after 2,000 or more names either way. Half registered in the last two months.
    await db.query(
      `INSERT INTO users (name, email, registration_date)
       SELECT CASE WHEN i % 2 = 0 THEN 'Ana ' ELSE 'Berta ' END
                || CASE WHEN i % 10 = 3 THEN 'García' ELSE ($1::text[])[1 + i % 7] END || ' ' || i,
              'walk' || i || '@example.com', now() - make_interval(days => CASE WHEN i % 4 < 2 THEN 20 ELSE 400 END + i % 9)
         FROM generate_series(1, 12000) i`,
      [SURNAMES],
    );
    // Two users of a rare surname, at both ends of the name order.
    await db.query(
      `INSERT INTO users (name, email) VALUES ('Aarón Villaseñor', 'rare1@example.com'), ('Zoe Villaseñor', 'rare2@example.com')`,
    );
    const users = await db.query<{ iduser: number }>(`SELECT iduser FROM users WHERE email LIKE 'walk%' ORDER BY iduser`);
    // 9,000 reviews: the first and the last place's 3,000 each without the word, the middle place's a
    // tenth with it; a seventh hidden.
    const places = await db.query<{ idplace: number }>(
      `INSERT INTO places (name, city) SELECT 'Sitio ' || i, 'Lugo' FROM generate_series(1, 3) i RETURNING idplace`,
    );
    const [first, middle, last] = places.map((p) => p.idplace).sort((a, b) => a - b);
    await db.query(
      `INSERT INTO reviews (idplace, iduser, text, published, date)
       SELECT CASE WHEN i <= 3000 THEN $1::int WHEN i <= 6000 THEN $2::int ELSE $3::int END, $4::int,
              CASE WHEN i > 3000 AND i <= 6000 AND i % 10 = 3 THEN 'Trato EXCELENTE ' || i ELSE 'Correcto ' || i END,
              i % 7 <> 0, now() - make_interval(hours => i)
         FROM generate_series(1, 9000) i`,
      [first, middle, last, users[0].iduser],
    );
    // 3,000 places: Zamora's 1,200 (the last city) with «Bar» only in hidden ones, then Vigo's and
    // Lugo's, every tenth a published «Bar».
    await db.query(
      `INSERT INTO places (name, city, published)
       SELECT CASE WHEN i % 10 = 3 THEN 'Bar ' ELSE 'Sitio ' END || i,
              CASE WHEN i <= 1200 THEN 'Zamora' WHEN i <= 2100 THEN 'Vigo' ELSE 'Lugo' END,
              CASE WHEN i <= 1200 AND i % 10 = 3 THEN 0 ELSE 1 END
         FROM generate_series(1, 3000) i`,
    );
    await db.query('VACUUM ANALYZE places');
    // As autovacuum leaves a table at rest: its visibility map is what lets a walk skip the table.
    await db.query('VACUUM ANALYZE users');
    await db.query('VACUUM ANALYZE reviews');
    garcias = await db.query(
      `SELECT iduser, sort_name AS sort, registration_date > now() - interval '3 months' AS recent FROM users WHERE name LIKE '% García %'`,
    );
    excelentes = await db.query(`SELECT idreview, idplace, published FROM reviews WHERE text LIKE '%EXCELENTE%'`);
  });

  const places = () =>
    db().query<{ idplace: number }>(
      `SELECT idplace FROM places WHERE name LIKE 'Bar %' AND published = 1 ORDER BY sort_city DESC, idplace DESC`,
    );
  const byName = (desc: boolean) =>
    [...garcias].sort((a, b) => (a.sort === b.sort ? a.iduser - b.iduser : a.sort < b.sort ? -1 : 1) * (desc ? -1 : 1));
  const byPlace = (desc: boolean) =>
    [...excelentes].sort((a, b) => (a.idplace === b.idplace ? a.idreview - b.idreview : a.idplace - b.idplace) * (desc ? -1 : 1));
  const pageOf = <T>(rows: T[], n: number) => rows.slice((n - 1) * 25, n * 25);

  it('finds «García» past thousands of names both ways, with the last months, and with the staff filter', async () => {
    expect(garcias).toHaveLength(1200);
    for (const desc of [false, true])
      for (const n of [1, 3]) {
        const order = desc ? 'name DESC' : 'name';
        const all = await call(USERS, { search: 'garcia', order, items: 25, page: n });
        expect(all.errors).toBeUndefined();
        expect(all.data!.allUsers, `${order} page ${n}`).toEqual(pageOf(byName(desc), n).map((u) => ({ iduser: u.iduser })));
        const recent = await call(USERS, { search: 'GARCÍA', lastmonths: 3, order, items: 25, page: n });
        expect(recent.data!.allUsers, `${order} page ${n}, 3 months`).toEqual(
          pageOf(
            byName(desc).filter((u) => u.recent),
            n,
          ).map((u) => ({ iduser: u.iduser })),
        );
      }
    // No García is staff: the filter the index does not hold still applies.
    const staff = await call(USERS, { search: 'garcía', staff: true, order: 'name DESC', items: 25, page: 1 });
    expect(staff.data!.allUsers).toEqual([]);
  });

  it('reads the name index alone for «García» by name, never the users table but for the page', async () => {
    for (const desc of [false, true]) {
      const order = { sql: 'u.sort_name', desc, random: false };
      const nodes = await executedNodes(api().db, (db) =>
        listUsers(db, { search: 'garcía', lastmonths: null, ids: null, staff: false }, order, 25, 1),
      );
      expectWalkAlone(nodes, 'users', 'users_name_idx', 2000);
    }
  });

  it('does not walk for a rare word: a sample of the table holds none, so its two matches are sorted at once', async () => {
    const rare = await db().query<{ iduser: number }>(`SELECT iduser FROM users WHERE name LIKE '% Villaseñor' ORDER BY sort_name DESC`);
    const { data } = await call(USERS, { search: 'villasenor', order: 'name DESC', items: 25, page: 1 });
    expect(data!.allUsers).toEqual(rare);
    expect(rare).toHaveLength(2);
    const nodes = await executedNodes(db(), (db) =>
      listUsers(
        db,
        { search: 'villaseñor', lastmonths: null, ids: null, staff: false },
        { sql: 'u.sort_name', desc: true, random: false },
        25,
        1,
      ),
    );
    expect(nodes.find((node) => node['Index Name'] === 'users_name_idx')).toBeUndefined();
    expect(nodes.find((node) => node['Node Type'] === 'Sample Scan')).toBeDefined();
  });

  it('finds «excelente» past a place of 3,000 reviews without it, both ways, also among the published', async () => {
    expect(excelentes).toHaveLength(300);
    for (const desc of [false, true])
      for (const n of [1, 2]) {
        const order = desc ? 'idplace DESC' : 'idplace';
        const all = await call(REVIEWS, { search: 'Excelente', order, items: 25, page: n });
        expect(all.errors).toBeUndefined();
        expect(all.data!.allReviews, `${order} page ${n}`).toEqual(pageOf(byPlace(desc), n).map((r) => ({ idreview: r.idreview })));
        const published = await call(REVIEWS, { search: 'excelente', published: true, order, items: 25, page: n });
        expect(published.data!.allReviews, `${order} page ${n}, published`).toEqual(
          pageOf(
            byPlace(desc).filter((r) => r.published),
            n,
          ).map((r) => ({ idreview: r.idreview })),
        );
      }
  });

  it('reads the place index alone for «excelente» by place, never the reviews table but for the page', async () => {
    for (const desc of [false, true]) {
      const nodes = await executedNodes(api().db, (db) =>
        listReviews(
          db,
          { search: 'excelente', idplace: null, iduser: null, published: true, lastmonths: null, ids: null },
          { sql: 'r.idplace', desc, random: false },
          25,
          1,
        ),
      );
      expectWalkAlone(nodes, 'reviews', 'reviews_idplace_id_idx', 3000);
    }
  });

  it('finds the published «bar» 1,200 places along the city order, reading the city index alone', async () => {
    const expected = await places();
    expect(expected).toHaveLength(180);
    for (const n of [1, 2]) {
      const { data, errors } = await call(PLACES, { search: 'BAR', published: 1, order: 'city DESC', items: 15, page: n });
      expect(errors).toBeUndefined();
      expect(data!.allPlaces, `page ${n}`).toEqual(expected.slice((n - 1) * 15, n * 15));
    }
    const filter = { search: 'bar', published: 1, lastmonths: null, ids: null, missing: null };
    const nodes = await executedNodes(db(), (db) => listPlaces(db, filter, { sql: 'p.sort_city', desc: true, random: false }, 15, 1));
    expectWalkAlone(nodes, 'places', 'places_city_idx', 1200);
  });
});
